import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/core/engine/engine';
import type { LiveAction } from '../../src/core/live/actions';
import { LiveBoardState } from '../../src/core/live/board';
import { decodeSnapshot, encodeSnapshot } from '../../src/core/live/snapshot';
import { drawScene } from '../helpers/scene';
import { boardOf } from './host';

/** Snapshot bytes with another header and pixels: what a hostile sender could make. */
function forge(header: unknown, pixels: Uint8Array = new Uint8Array()): Uint8Array {
  const head = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(9 + head.length + pixels.length);
  out.set([0x47, 0x44, 0x4c, 0x53, 1]);
  new DataView(out.buffer).setUint32(5, head.length, true);
  out.set(head, 9);
  out.set(pixels, 9 + head.length);
  return out;
}

const layer = {
  id: 'layer-1',
  name: 'Layer 1',
  visible: true,
  opacity: 1,
  blend: 'normal',
  locked: false,
  clip: false,
  bands: [0],
};
const header = {
  width: 10,
  height: 10,
  scale: 1,
  background: '#ffffff',
  seq: 1,
  steps: 0,
  layers: [layer],
  redo: [],
};

describe('board snapshots', () => {
  it.each([1, 2])('give back every layer’s properties and exact pixels (scale %i)', (scale) => {
    const engine = drawScene(scale);
    engine.apply({ t: 'layer.add', id: 'empty', name: 'Nothing yet', index: 0 });
    engine.apply({ t: 'layer.set', id: 'layer-2', blend: 'screen', locked: true, clip: true });
    const bytes = encodeSnapshot(engine, 77, { steps: 5 });
    const back = decodeSnapshot(bytes);
    expect(back.seq).toBe(77);
    expect(back.steps).toBe(5);
    expect(boardOf(back.engine)).toEqual(boardOf(engine));
    expect(back.engine.doc.background).toBe(engine.doc.background);
    expect(back.engine.doc.scale).toBe(scale);
    expect(back.engine.history.applied()).toEqual([]);
    expect([...back.engine.flatten().data]).toEqual([...engine.flatten().data]);
  });

  it('keeps the redo tail, so a board made from it can redo', () => {
    const engine = new Engine({ width: 50, height: 40 });
    const fill = {
      t: 'fill' as const,
      layer: 'layer-1',
      x: 5,
      y: 5,
      color: '#ff0000',
      opacity: 1,
      tolerance: 0,
    };
    engine.apply(fill);
    engine.undo();
    const back = decodeSnapshot(encodeSnapshot(engine, 3, { redo: [{ op: fill, by: 'host' }] }));
    expect(back.redo).toEqual([{ op: fill, by: 'host' }]);
    expect(back.engine.redo()).toBe(true);
    engine.redo();
    expect(boardOf(back.engine)).toEqual(boardOf(engine));
  });

  it('deflates again only the bands that changed, to the same bytes', () => {
    const board = new LiveBoardState({ width: 300, height: 200, scale: 2 });
    // The pixels after the header: the header says more (the redo tail) than a fresh one here.
    const pixels = (bytes: Uint8Array) =>
      bytes.subarray(9 + new DataView(bytes.buffer, bytes.byteOffset).getUint32(5, true));
    const same = () => {
      const bytes = board.snapshot(1);
      expect(pixels(bytes)).toEqual(pixels(encodeSnapshot(board.engine, 1)));
      expect(boardOf(decodeSnapshot(bytes).engine)).toEqual(boardOf(board.engine));
    };
    const draw = (a: LiveAction[]) => a.forEach((x) => board.apply('host', x));
    same();
    const op = (o: unknown): LiveAction => ({ k: 'op', op: o });
    const steps: LiveAction[][] = [
      [op({ t: 'fill', layer: 'layer-1', x: 5, y: 5, color: '#ff0000', opacity: 1, tolerance: 0 })],
      [op({ t: 'layer.add', id: 'top', name: 'Top', index: 1 })],
      [
        op({
          t: 'shape',
          layer: 'top',
          shape: 'ellipse',
          color: '#0000ff',
          size: 4,
          opacity: 1,
          filled: true,
          sides: 0,
          x0: 20,
          y0: 150,
          x1: 120,
          y1: 190,
        }),
      ],
      [op({ t: 'layer.merge', id: 'top' })],
      [{ k: 'undo' }],
      [
        op({
          t: 'erase-region',
          layer: 'top',
          region: { kind: 'rect', x: 30, y: 160, w: 40, h: 20 },
        }),
      ],
      [op({ t: 'clear' })],
      [{ k: 'undo' }],
      [op({ t: 'layer.delete', id: 'top' })],
      [{ k: 'undo' }],
    ];
    for (const step of steps) {
      draw(step);
      same();
    }
  });

  it('refuses malformed and hostile bytes with an error, allocating nothing from them', () => {
    const good = encodeSnapshot(new Engine({ width: 10, height: 10 }), 1);
    expect(() => decodeSnapshot(good)).not.toThrow();
    expect(() => decodeSnapshot(forge(header))).not.toThrow();
    const refused: [string, Uint8Array][] = [
      ['empty', new Uint8Array()],
      ['magic', new Uint8Array([1, 2, 3, 4, 1, 0, 0, 0, 0])],
      ['version', Uint8Array.from(good, (b, i) => (i === 4 ? 9 : b))],
      ['truncated', good.subarray(0, 20)],
      ['header longer than the bytes', Uint8Array.from(good, (b, i) => (i === 8 ? 0x7f : b))],
      ['not JSON', forge('x').map((b, i) => (i === 9 ? 0 : b))],
      ['huge page', forge({ ...header, width: 1e6, height: 1e6 })],
      ['scale', forge({ ...header, scale: 9 })],
      ['fractional size', forge({ ...header, width: 10.5 })],
      ['no layers', forge({ ...header, layers: [] })],
      ['too many layers', forge({ ...header, layers: new Array(17).fill(layer) })],
      ['repeated ids', forge({ ...header, layers: [layer, layer] })],
      ['blend', forge({ ...header, layers: [{ ...layer, blend: 'glow' }] })],
      ['pixels missing', forge({ ...header, layers: [{ ...layer, bands: [10] }] })],
      ['pixels left over', forge(header, new Uint8Array(5))],
      ['bad deflate', forge({ ...header, layers: [{ ...layer, bands: [4] }] }, new Uint8Array(4))],
      ['band count', forge({ ...header, layers: [{ ...layer, bands: [0, 0] }] })],
      ['redo op', forge({ ...header, redo: [{ op: { t: 'nuke' }, by: 'x' }] })],
    ];
    // A layer's worth of pixels and one more: a stream longer than the layer.
    const long = deflateSync(new Uint8Array(10 * 10 * 4 + 1).fill(1));
    refused.push([
      'too many pixels',
      forge({ ...header, layers: [{ ...layer, bands: [long.length] }] }, long),
    ]);
    const short = deflateSync(new Uint8Array(10).fill(1));
    refused.push([
      'too few pixels',
      forge({ ...header, layers: [{ ...layer, bands: [short.length] }] }, short),
    ]);
    for (const [what, bytes] of refused) {
      expect(() => decodeSnapshot(bytes), what).toThrow(Error);
    }
  });
});
