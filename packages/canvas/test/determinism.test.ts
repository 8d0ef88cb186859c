import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { describe, expect, it } from 'vitest';
import { parseLog } from '../src/core/log/parse';
import { replay } from '../src/core/log/replay';
import { same } from './helpers/draw';
import { readPng, writePng } from './helpers/png';
import { drawScene } from './helpers/scene';

const golden = (name: string) => fileURLToPath(new URL(`./golden/${name}`, import.meta.url));

describe('stroke log and deterministic replay', () => {
  it.each([1, 2])('a replayed log gives the live pixels exactly (scale %i)', (scale) => {
    const live = drawScene(scale);
    const copy = replay(parseLog(JSON.stringify(live.log())));
    for (const layer of live.doc.layers) {
      expect(
        same(copy.doc.layer(layer.id)?.surface.data ?? new Uint8ClampedArray(), layer.surface.data),
      ).toBe(true);
    }
    expect(same(copy.flatten().data, live.flatten().data)).toBe(true);
  });

  it('the log holds only what the page shows (undone steps are not in it)', () => {
    const e = drawScene();
    const full = e.log().ops.length;
    e.undo();
    expect(e.log().ops.length).toBe(full - 1);
    expect(same(replay(e.log()).flatten().data, e.flatten().data)).toBe(true);
  });

  it.each([
    ['scene-1x.png', 1],
    ['scene-2x.png', 2],
  ] as const)('matches the golden image %s', (name, scale) => {
    const actual = drawScene(scale).flatten();
    const path = golden(name);
    if (process.env.UPDATE_GOLDEN) writePng(path, actual);
    const expected = readPng(path);
    expect(expected, `missing ${name}: run with UPDATE_GOLDEN=1`).not.toBeNull();
    if (!expected) return;
    expect([expected.width, expected.height]).toEqual([320, 240]);
    const diff = pixelmatch(expected.data, actual.data, undefined, 320, 240, { threshold: 0 });
    expect(diff).toBe(0);
  });

  it('rejects logs that are not ours or are malformed', () => {
    const good = drawScene().log();
    expect(() => parseLog('{}')).toThrow(/Not a Glossy Drawer/);
    expect(() => parseLog({ ...good, version: 9 })).toThrow(/version/);
    expect(() => parseLog({ ...good, width: -1 })).toThrow(/size/);
    expect(() => parseLog({ ...good, ops: [{ t: 'stroke', brush: 'laser' }] })).toThrow(/Op 0/);
    expect(() =>
      parseLog({
        ...good,
        ops: [{ t: 'fill', layer: 'x', x: 1, y: 1, color: 'red', opacity: 1, tolerance: 0 }],
      }),
    ).toThrow(/Op 0/);
    expect(() => parseLog({ ...good, ops: [{ t: 'nuke' }] })).toThrow(/unknown op/);
  });
});
