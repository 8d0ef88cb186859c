// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Op } from '../../src/core/doc/ops';
import { SAMPLE_STRIDE } from '../../src/core/ink/sample';
import { Sketchpad } from '../../src/dom/sketchpad';
import type { SketchpadOptions } from '../../src/dom/sketchpadOptions';
import { handsOn, type PointerExtras } from './events';

const pads: Sketchpad[] = [];

/** A real Sketchpad in jsdom (no 2D canvas there: what is checked is the engine's and the log's). */
function pad(o: SketchpadOptions = {}) {
  const host = document.body.appendChild(document.createElement('div'));
  const made = new Sketchpad(host, { width: 120, height: 80, scale: 1, autosave: null, ...o });
  pads.push(made);
  const board = made.view.viewport;
  Object.assign(board, { hasPointerCapture: () => false });
  return { pad: made, hands: handsOn(board) };
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  localStorage.clear();
});

afterEach(() => {
  for (const p of pads.splice(0)) p.destroy();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const mouse = { pointerId: 1, pointerType: 'mouse' };
const xsOf = (op: Op | undefined) =>
  op?.t === 'stroke' ? op.points.filter((_, i) => i % SAMPLE_STRIDE === 0) : [];

/** A move as Chromium sends it: the raw update with the samples, then the frame's pointermove. */
function moveTo(hands: ReturnType<typeof handsOn>, x: number, predicted: number[]) {
  const at = { ...mouse, clientX: x, clientY: 20 };
  const extras: PointerExtras = { coalesced: [{ clientX: x - 5, clientY: 20 }, at] };
  hands.send('pointerrawupdate', at, extras);
  hands.send('pointermove', at, {
    ...extras,
    predicted: predicted.map((px) => ({ clientX: px, clientY: 20 })),
  });
}

describe('the live tail of predicted points', () => {
  it('shows while drawing and never reaches the stroke, the log or the history', () => {
    const { pad: p, hands } = pad();
    hands.send('pointerdown', { ...mouse, clientX: 10, clientY: 20 });
    moveTo(hands, 30, [45, 60]);
    expect(p.view.tailShown).toBe(true);
    moveTo(hands, 50, [70, 90]);
    hands.send('pointerup', mouse);
    expect(p.view.tailShown).toBe(false);
    const ops = p.engine.history.applied();
    expect(ops).toHaveLength(1);
    // Each real sample once (the raw update's, not the pointermove's again), none predicted.
    expect(xsOf(ops[0])).toEqual([10, 25, 30, 45, 50]);
    expect(xsOf(p.engine.log().ops[0])).toEqual([10, 25, 30, 45, 50]);
  });

  it('goes with a cancelled stroke, which leaves nothing behind', () => {
    const { pad: p, hands } = pad();
    hands.send('pointerdown', { ...mouse, clientX: 10, clientY: 20 });
    moveTo(hands, 30, [45]);
    hands.send('pointercancel', mouse);
    expect(p.view.tailShown).toBe(false);
    expect(p.engine.log().ops).toEqual([]);
  });

  it('is not drawn for the eraser', () => {
    const { pad: p, hands } = pad();
    p.setTool('erase');
    hands.send('pointerdown', { ...mouse, clientX: 10, clientY: 20 });
    moveTo(hands, 30, [45]);
    expect(p.view.tailShown).toBe(false);
  });
});

describe('fingers on the sketchpad', () => {
  it('two fingers tap to undo, three to redo; the first finger’s stroke leaves no step', () => {
    const { pad: p, hands } = pad();
    hands.send('pointerdown', { ...mouse, clientX: 10, clientY: 20 });
    moveTo(hands, 40, []);
    hands.send('pointerup', mouse);
    expect(p.getState().canUndo).toBe(true);
    const tap = (fingers: number) => {
      const all = Array.from({ length: fingers }, (_, i) => hands.finger(i + 2));
      all.forEach((f, i) => f.down(60 + i * 20, 40, 1000 + i * 15));
      all.forEach((f, i) => f.up(1100 + i * 10));
    };
    tap(2);
    expect(p.engine.history.applied()).toEqual([]);
    expect(p.getState().canRedo).toBe(true);
    tap(3);
    expect(p.engine.history.applied()).toHaveLength(1);
    expect(p.getState().canRedo).toBe(false);
  });

  it('a finger draws until a pen is first seen, unless the artist chose', () => {
    const first = pad({ preferences: 'prefs' });
    expect(first.pad.getState().fingerDraws).toBeNull();
    first.hands.pen.down(10, 10);
    first.hands.pen.up();
    expect(first.pad.getState().fingerDraws).toBe(false);
    const steps = first.pad.engine.history.applied().length;
    first.hands.finger(2).down(30, 30, 5000);
    first.hands.finger(2).move(60, 30, 5010);
    first.hands.finger(2).up(5020);
    expect(first.pad.engine.history.applied()).toHaveLength(steps);

    first.pad.setFingerDraws(true);
    const next = pad({ preferences: 'prefs' });
    expect(next.pad.getState().fingerDraws).toBe(true);
    next.hands.pen.down(10, 10);
    next.hands.pen.up();
    expect(next.pad.getState().fingerDraws).toBe(true);
  });
});
