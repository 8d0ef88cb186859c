import { describe, expect, it } from 'vitest';
import type { DrawingDocument } from '../../src/core/doc/document';
import { LOG_FORMAT, LOG_VERSION } from '../../src/core/log/format';
import { checkOp, parseLog } from '../../src/core/log/parse';
import { replay } from '../../src/core/log/replay';
import { ReplayPlayer } from '../../src/core/replay/player';
import { inkedPixels, pixelsOf, same, strokeOp, wave } from '../helpers/draw';
import { drawing } from './draw';

const centre = { cx: 200, cy: 150 };
const shown = (doc: DrawingDocument) =>
  doc.layer('layer-1')?.surface.data ?? new Uint8ClampedArray();

const logOf = (strokes: unknown[]): unknown => ({
  format: LOG_FORMAT,
  version: LOG_VERSION,
  width: 400,
  height: 300,
  scale: 1,
  background: '#ffffff',
  ops: strokes,
});

describe('symmetry in the stroke log', () => {
  it.each([1, 2])('a saved log replays the same copies, pixel for pixel (scale %i)', (scale) => {
    const live = drawing(scale);
    const log = live.log();
    expect(log.ops.map((op) => op.t === 'stroke' && op.symmetry?.kind)).toEqual([
      'vertical',
      'horizontal',
      'radial',
      'radial',
    ]);
    const copy = replay(parseLog(JSON.stringify(log)));
    expect(same(pixelsOf(copy), pixelsOf(live))).toBe(true);
  });

  it('the Replay page draws the copies of a stroke while it is in progress', async () => {
    const live = drawing();
    const log = live.log();
    const player = await ReplayPlayer.open(log, { sliceMs: 0 });
    expect(same(shown(player.document), pixelsOf(live))).toBe(true);

    // Half of the radial stroke: each of its 7 copies has begun, not only the one drawn.
    const radial = log.ops[2];
    if (radial?.t !== 'stroke') throw new Error('no radial stroke');
    player.seek(2, 10);
    const out = new Uint8ClampedArray(400 * 300 * 4);
    player.preview({ x: 0, y: 0, w: 400, h: 300 }, out);
    const half = replay({
      ...log,
      ops: [...log.ops.slice(0, 2), { ...radial, points: radial.points.slice(0, 60) }],
    });
    expect(same(out, pixelsOf(half))).toBe(true);
    const { symmetry: _s, ...alone } = radial;
    const unmirrored = replay({
      ...log,
      ops: [...log.ops.slice(0, 2), { ...alone, points: radial.points.slice(0, 60) }],
    });
    expect(inkedPixels(out)).toBeGreaterThan(inkedPixels(pixelsOf(unmirrored)));

    player.seek(player.total);
    expect(same(shown(player.document), pixelsOf(live))).toBe(true);
  });

  it('old logs, without the field, parse and draw one stroke with no copies', () => {
    const points = wave(30, 40, 150, 90);
    const log = parseLog(logOf([strokeOp(points)]));
    const op = log.ops[0];
    expect(op?.t === 'stroke' && op.symmetry).toBeUndefined();
    const right = pixelsOf(replay(log)).filter((_, i) => (i >> 2) % 400 >= 200);
    expect(inkedPixels(right)).toBe(0);
  });

  it('rejects a bad symmetry with a reason a person can act on', () => {
    const bad = (symmetry: unknown) => () =>
      parseLog(logOf([{ ...strokeOp(wave(0, 0, 10, 10)), symmetry }]));
    expect(bad({ kind: 'radial', segments: 64, ...centre })).toThrow(
      'Op 0: bad stroke: symmetry needs whole segments from 2 to 16',
    );
    expect(bad({ kind: 'spiral', ...centre })).toThrow(/symmetry has an unknown kind "spiral"/);
    expect(bad({ kind: 'vertical' })).toThrow(/symmetry needs a centre/);
    expect(bad(null)).toThrow(/symmetry is not an object/);
    expect(checkOp({ ...strokeOp([]), symmetry: { kind: 'vertical', ...centre } })).not.toBeTypeOf(
      'string',
    );
  });
});
