import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/core/engine/engine';
import type { Op } from '../../src/core/doc/ops';
import { perspectiveGuide, type Guide } from '../../src/core/guides/guides';
import { drawingFacts } from '../../src/core/log/facts';
import { LOG_FORMAT, LOG_VERSION } from '../../src/core/log/format';
import { parseLog } from '../../src/core/log/parse';
import { replay } from '../../src/core/log/replay';
import { decodeSnapshot, encodeSnapshot } from '../../src/core/live/snapshot';
import { ReplayPlayer } from '../../src/core/replay/player';
import { groupSteps } from '../../src/core/replay/steps';
import { drawLive, inkedPixels, pixelsOf, same, strokeOp, wave } from '../helpers/draw';

const twoPoint = perspectiveGuide([
  { x: 40, y: 80 },
  { x: 360, y: 80 },
]);
const grid: Guide = { kind: 'grid', origin: { x: 0, y: 0 }, size: 20 };
const board = () => new Engine({ width: 400, height: 300, scale: 1 });

/** A drawing made as an artist makes it: a guide, a stroke, the guide moved, another stroke. */
function drawing() {
  const e = board();
  e.apply({ t: 'guides', guides: [twoPoint] });
  drawLive(e, wave(60, 200, 300, 150));
  e.apply({
    t: 'guides',
    guides: [
      perspectiveGuide([
        { x: 40, y: 90 },
        { x: 360, y: 90 },
      ]),
      grid,
    ],
  });
  drawLive(e, wave(80, 260, 340, 220), { seed: 2, color: '#1d4ed8' });
  return e;
}

/** A log written before guides were (version 1), as stored drawings and demos have it. */
const versionOne = {
  format: LOG_FORMAT,
  version: 1,
  width: 400,
  height: 300,
  scale: 1,
  background: '#ffffff',
  ops: [
    strokeOp(wave(60, 200, 300, 150)),
    { t: 'layer.add', id: 'layer-2', name: 'Ink', index: 1 },
  ],
  undos: 2,
};

describe('guides in the stroke log (version 2)', () => {
  it('are written in the log and come back from it, pixels and guides alike', () => {
    const live = drawing();
    const log = live.log();
    expect(log.version).toBe(2);
    expect(LOG_VERSION).toBe(2);
    expect(log.ops.map((op) => op.t)).toEqual(['guides', 'stroke', 'guides', 'stroke']);
    const copy = replay(parseLog(JSON.stringify(log)));
    expect(copy.doc.guides).toEqual(live.doc.guides);
    expect(copy.doc.guides).toHaveLength(2);
    expect(same(pixelsOf(copy), pixelsOf(live))).toBe(true);
  });

  it('still reads a version 1 log, as it always drew', () => {
    const log = parseLog(JSON.stringify(versionOne));
    expect(log.ops.map((op) => op.t)).toEqual(['stroke', 'layer.add']);
    expect(log.undos).toBe(2);
    const e = replay(log);
    expect(e.doc.guides).toEqual([]);
    const made = board();
    drawLive(made, wave(60, 200, 300, 150));
    expect(same(pixelsOf(e), pixelsOf(made))).toBe(true);
    // Read, it is the current version: a version 1 log is one without guides.
    expect(log.version).toBe(LOG_VERSION);
  });

  it('refuses guides in a version 1 log, a version it does not know, and bad guides', () => {
    expect(() => parseLog({ ...versionOne, ops: [{ t: 'guides', guides: [twoPoint] }] })).toThrow(
      /Op 0: guides need a version 2 log/,
    );
    expect(() => parseLog({ ...versionOne, version: 3 })).toThrow(
      /Unsupported stroke log version 3/,
    );
    const bad = {
      ...versionOne,
      version: 2,
      ops: [{ t: 'guides', guides: [{ kind: 'ellipse' }] }],
    };
    expect(() => parseLog(bad)).toThrow(/Op 0: bad guides: guide 1 centre/);
    expect(() => parseLog({ ...bad, ops: [{ t: 'guides' }] })).toThrow(/guides must be a list/);
  });

  it('makes each change of guides one step to undo and redo, and never touches pixels', () => {
    const e = drawing();
    const before = pixelsOf(e).slice();
    const events: string[] = [];
    e.subscribe((ev) => events.push(ev.type));
    expect(e.undo()).toBe(true); // the second stroke
    expect(e.undo()).toBe(true); // the guides moved
    expect(e.doc.guides).toEqual([twoPoint]);
    expect(events.filter((t) => t === 'guides')).toHaveLength(1);
    expect(events.filter((t) => t === 'pixels')).toHaveLength(1);
    expect(e.redo()).toBe(true);
    expect(e.doc.guides).toHaveLength(2);
    expect(e.redo()).toBe(true);
    expect(same(pixelsOf(e), before)).toBe(true);
    expect(e.log().undos).toBe(2);
  });

  it('refuses a guides op the log could not hold, changing nothing', () => {
    const e = board();
    expect(
      e.apply({ t: 'guides', guides: [{ kind: 'grid', origin: { x: 0, y: 0 }, size: 1 }] }),
    ).toBe(false);
    expect(e.doc.guides).toEqual([]);
    expect(e.canUndo).toBe(false);
  });

  it('are not marks: a replay\u2019s steps and a drawing\u2019s facts count strokes only', () => {
    const log = drawing().log();
    const { marks, ends } = groupSteps(log.ops);
    expect(marks.map((m) => m.t)).toEqual(['stroke', 'stroke']);
    // The guides ride with the stroke after them.
    expect(ends).toEqual([0, 2, 4]);
    const facts = drawingFacts(log);
    expect(facts.marks).toBe(2);
    expect(facts.strokes).toBe(2);
    expect(facts.layers).toBe(1);
  });

  // A history too small to undo in forces every seek back through a checkpoint.
  it.each([undefined, 1])(
    'a replay shows the guides of the step it stands on, after any seek (history %s)',
    async (historyBudget) => {
      const log = drawing().log();
      const player = await ReplayPlayer.open(log, { sliceMs: 0, checkpointMs: 0, historyBudget });
      const seen: string[] = [];
      player.subscribe((c) => seen.push(c.type));
      expect(player.document.guides).toHaveLength(2);
      player.seek(1);
      expect(player.document.guides).toEqual([twoPoint]);
      player.seek(0);
      expect(player.document.guides).toEqual([]);
      player.seek(2);
      expect(player.document.guides).toHaveLength(2);
      // What an overlay listens for: a change of guides, or a reset (a checkpoint put back).
      expect(seen.some((t) => t === 'guides' || t === 'reset')).toBe(true);
    },
  );

  it('go to a live room\u2019s late joiner in the board\u2019s snapshot', () => {
    const e = drawing();
    const { engine } = decodeSnapshot(encodeSnapshot(e, 7));
    expect(engine.doc.guides).toEqual(e.doc.guides);
    expect(same(pixelsOf(engine), pixelsOf(e))).toBe(true);
    const none = decodeSnapshot(encodeSnapshot(board(), 1));
    expect(none.engine.doc.guides).toEqual([]);
  });
});

describe('guides never reach the picture', () => {
  it('the flattened picture (every export) is the same with guides as without', () => {
    const plain = board();
    const guided = board();
    const ops: Op[] = [
      strokeOp(wave(60, 200, 300, 150)),
      strokeOp(wave(30, 30, 380, 280), { seed: 4 }),
    ];
    guided.apply({
      t: 'guides',
      guides: [
        twoPoint,
        grid,
        { kind: 'ellipse', centre: { x: 200, y: 150 }, majorAxis: 200, degree: 45, minorAngle: 90 },
      ],
    });
    for (const op of ops) {
      plain.apply(structuredClone(op));
      guided.apply(structuredClone(op));
    }
    const a = plain.flatten().data;
    const b = guided.flatten().data;
    expect(same(a, b)).toBe(true);
    expect(inkedPixels(pixelsOf(guided))).toBeGreaterThan(0);
  });

  it('a board with guides and nothing drawn is a blank page', () => {
    const e = board();
    e.apply({ t: 'guides', guides: [twoPoint, grid] });
    const page = e.flatten().data;
    for (let i = 0; i < page.length; i++)
      if (page[i] !== 255) throw new Error(`pixel byte ${i} is ${page[i]}`);
    expect(inkedPixels(pixelsOf(e))).toBe(0);
  });
});
