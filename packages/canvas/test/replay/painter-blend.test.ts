import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Op } from '../../src/core/doc/ops';
import { LOG_FORMAT, LOG_VERSION, type StrokeLog } from '../../src/core/log/format';
import type { PaintTarget } from '../../src/core/blend/canvasStack';
import { ReplayPainter, type LayerCanvas } from '../../src/core/replay/painter';
import { ReplayPlayer } from '../../src/core/replay/player';
import { layerProps, type DrawingDocument } from '../../src/core/doc/document';
import { replay } from '../../src/core/log/replay';
import { openLog } from '../../src/core/replay/opening';
import { strokeOp, wave } from '../helpers/draw';

/** ImageData that keeps its pixels, so a test can read what a layer canvas was given. */
class KeptImageData {
  readonly data: Uint8ClampedArray;
  constructor(
    data: Uint8ClampedArray | number,
    readonly width: number,
  ) {
    this.data = typeof data === 'number' ? new Uint8ClampedArray(data * width * 4) : data;
  }
}

beforeEach(() => vi.stubGlobal('ImageData', KeptImageData));
afterEach(() => vi.unstubAllGlobals());

/** 20×10: blue over the left half of layer 1 (alpha 128), red over all of layer 2. */
function log(extra: Op[]): StrokeLog {
  const blue: Op = {
    t: 'shape',
    layer: 'layer-1',
    shape: 'rectangle',
    color: '#0000ff',
    size: 1,
    opacity: 0.5,
    filled: true,
    sides: 4,
    x0: -5,
    y0: -5,
    x1: 10,
    y1: 15,
  };
  const ops: Op[] = [
    blue,
    { t: 'layer.add', id: 'layer-2', name: 'Glaze', index: 1 },
    { t: 'fill', layer: 'layer-2', x: 5, y: 5, color: '#ff0000', opacity: 1, tolerance: 0 },
    ...extra,
  ];
  const page = { width: 20, height: 10, scale: 1, background: '#ffffff' };
  return { format: LOG_FORMAT, version: LOG_VERSION, ...page, ops };
}

async function paint(extra: Op[]) {
  const player = await ReplayPlayer.open(log(extra));
  const puts = new Map<number, KeptImageData>();
  let made = 0;
  const makeCanvas = (): LayerCanvas => {
    const layer = made++;
    return {
      canvas: { layer } as unknown as CanvasImageSource,
      context: {
        putImageData: (image: ImageData) => puts.set(layer, image as unknown as KeptImageData),
      },
    };
  };
  const draws: { layer: number; alpha: number; op: string | undefined }[] = [];
  const target = {
    globalAlpha: 1,
    globalCompositeOperation: 'source-over',
    fillStyle: '',
    save: () => undefined,
    restore: () => undefined,
    fillRect: () => undefined,
    drawImage: (source: { layer: number }) =>
      draws.push({
        layer: source.layer,
        alpha: target.globalAlpha,
        op: target.globalCompositeOperation,
      }),
  };
  new ReplayPainter(player, makeCanvas).paint(target as unknown as PaintTarget);
  const alphaAt = (layer: number, x: number, y: number) =>
    puts.get(layer)?.data[(y * 20 + x) * 4 + 3];
  return { draws, alphaAt };
}

describe('replay painter: blends and clips', () => {
  it('draws each layer with its blend mode, as the sketchpad shows it', async () => {
    const { draws } = await paint([
      { t: 'layer.set', id: 'layer-2', blend: 'soft-light', opacity: 0.7 },
    ]);
    expect(draws).toEqual([
      { layer: 0, alpha: 1, op: 'source-over' },
      { layer: 1, alpha: 0.7, op: 'soft-light' },
    ]);
  });

  it('holds a clipped layer masked by its base, and leaves it out with a hidden base', async () => {
    const unclipped = await paint([]);
    expect(unclipped.alphaAt(1, 15, 5)).toBe(255);
    const clipped = await paint([{ t: 'layer.set', id: 'layer-2', clip: true }]);
    expect(clipped.alphaAt(1, 3, 5)).toBe(128); // 255 × 128 / 255 where the base has blue
    expect(clipped.alphaAt(1, 15, 5)).toBe(0); // nothing where the base is empty
    const hidden = await paint([
      { t: 'layer.set', id: 'layer-2', clip: true },
      { t: 'layer.set', id: 'layer-1', visible: false },
    ]);
    expect(hidden.draws).toEqual([]);
  });
});

const page = (doc: DrawingDocument) =>
  doc.layers.map((l) => ({
    id: l.id,
    ...layerProps(l),
    pixels: Buffer.from(l.surface.data).toString('base64'),
  }));

describe('replay checkpoints: layer work', () => {
  it('restore blends, clips, locks, copies and merges exactly as drawn', async () => {
    const ops: Op[] = [
      strokeOp(wave(5, 10, 60, 20), { color: '#1d4ed8', size: 8 }),
      { t: 'layer.duplicate', id: 'layer-1', newId: 'layer-2', name: 'Copy', index: 1 },
      { t: 'layer.set', id: 'layer-2', blend: 'screen', clip: true, opacity: 0.5 },
      strokeOp(wave(5, 30, 60, 5), { layer: 'layer-2', color: '#b91c1c', size: 10 }),
      { t: 'layer.add', id: 'layer-3', name: 'Top', index: 2 },
      strokeOp(wave(0, 20, 60, 20), { layer: 'layer-3', color: '#15803d', size: 12 }),
      { t: 'layer.set', id: 'layer-3', blend: 'luminosity' },
      { t: 'layer.merge', id: 'layer-3' },
      { t: 'layer.set', id: 'layer-1', locked: true },
    ];
    const log: StrokeLog = {
      format: LOG_FORMAT,
      version: LOG_VERSION,
      width: 64,
      height: 40,
      scale: 1,
      background: '#ffffff',
      ops,
    };
    const { checkpoints, engine } = await openLog(log, { checkpointMs: 0, checkpointBudget: 1e9 });
    for (let at = 0; at <= ops.length; at++) {
      checkpoints.restore(checkpoints.before(at), engine.doc, new Map());
      expect(page(engine.doc), `after op ${at}`).toEqual(
        page(replay({ ...log, ops: ops.slice(0, at) }).doc),
      );
    }
  });
});
