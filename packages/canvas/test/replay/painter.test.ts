import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaintTarget } from '../../src/core/blend/canvasStack';
import { ReplayPainter, type LayerCanvas } from '../../src/core/replay/painter';
import { ReplayPlayer } from '../../src/core/replay/player';
import { demoLog } from './demo';

/** Node has no canvas: layer canvases and the target record what they were asked to draw. */
class FakeImageData {
  readonly data: Uint8ClampedArray;
  constructor(data: Uint8ClampedArray | number, width: number, height?: number) {
    this.data =
      typeof data === 'number' ? new Uint8ClampedArray(data * width * 4) : data.slice(0, 0);
    void height;
  }
}

interface Put {
  layer: number;
  rect: number[];
  at: number[];
}

function fakes() {
  const puts: Put[] = [];
  let made = 0;
  const makeCanvas = (): LayerCanvas => {
    const layer = made++;
    return {
      canvas: { layer } as unknown as CanvasImageSource,
      context: {
        putImageData: (_image: ImageData, dx: number, dy: number, ...rect: number[]) => {
          puts.push({ layer, rect, at: [dx, dy] });
        },
      },
    };
  };
  const draws: { alpha: number; args: number[] }[] = [];
  const fills: number[][] = [];
  const target = {
    globalAlpha: 1,
    fillStyle: '',
    save: () => undefined,
    restore: () => undefined,
    fillRect: (...rect: number[]) => fills.push(rect),
    drawImage: (_source: CanvasImageSource, ...args: number[]) =>
      draws.push({ alpha: target.globalAlpha, args }),
  };
  return { makeCanvas, puts, draws, fills, target: target as unknown as PaintTarget };
}

beforeEach(() => vi.stubGlobal('ImageData', FakeImageData));
afterEach(() => vi.unstubAllGlobals());

describe('replay painter', () => {
  it('paints every visible layer over the paper first, then nothing until a change', async () => {
    const player = await ReplayPlayer.open(demoLog());
    const f = fakes();
    const painter = new ReplayPainter(player, f.makeCanvas);
    expect(painter.paint(f.target)).toBe(true);
    // Two layers copied whole; the demo ends with layer 1 hidden, so only layer 2 is blended.
    expect(f.puts).toEqual([
      { layer: 0, rect: [], at: [0, 0] },
      { layer: 1, rect: [], at: [0, 0] },
    ]);
    expect(f.fills).toEqual([[0, 0, 320, 240]]);
    expect(f.draws).toEqual([{ alpha: 0.6, args: [0, 0, 320, 240, 0, 0, 320, 240] }]);
    expect(painter.paint(f.target)).toBe(false);
  });

  it('copies and recomposes only the area a new stroke touched', async () => {
    const player = await ReplayPlayer.open(demoLog(), { checkpointMs: 1e9 });
    player.seek(10);
    const f = fakes();
    const painter = new ReplayPainter(player, f.makeCanvas);
    painter.paint(f.target);
    f.puts.length = 0;
    f.fills.length = 0;
    player.seek(11);
    expect(painter.paint(f.target)).toBe(true);
    expect(f.puts).toHaveLength(1);
    const [x, y, w, h] = f.puts[0]?.rect ?? [];
    expect(w).toBeLessThan(320);
    expect(h).toBeLessThan(240);
    expect(f.fills).toEqual([[x, y, w, h]]);
  });

  it('draws a stroke in progress over its layer, then only where it grew', async () => {
    const player = await ReplayPlayer.open(demoLog(), { checkpointMs: 1e9 });
    player.seek(10);
    const f = fakes();
    const painter = new ReplayPainter(player, f.makeCanvas);
    painter.paint(f.target);
    f.puts.length = 0;
    player.seek(10, 4);
    painter.paint(f.target);
    // The stroke's layer is copied with the stroke on top (a preview at its place), nothing else.
    expect(f.puts).toHaveLength(1);
    const first = f.puts[0];
    expect(first?.rect).toEqual([]);
    f.puts.length = 0;
    player.seek(10, 12);
    painter.paint(f.target);
    expect(f.puts).toHaveLength(1);
    expect(f.puts[0]?.at).not.toEqual(first?.at);
  });

  it('stops listening once disposed', async () => {
    const player = await ReplayPlayer.open(demoLog());
    const f = fakes();
    const painter = new ReplayPainter(player, f.makeCanvas);
    painter.paint(f.target);
    painter.dispose();
    player.seek(3);
    expect(painter.paint(f.target)).toBe(false);
  });
});
