// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perspectiveGuide, type EllipseGuide } from '../../src/core/guides/guides';
import { GuideOverlay } from '../../src/dom/guideOverlay';
import { Sketchpad } from '../../src/dom/sketchpad';
import { ToolRouter } from '../../src/editor/toolRouter';

const twoPoint = perspectiveGuide([
  { x: 40, y: 80 },
  { x: 360, y: 80 },
]);
const ellipse: EllipseGuide = {
  kind: 'ellipse',
  centre: { x: 200, y: 150 },
  majorAxis: 200,
  degree: 30,
  minorAngle: 90,
};
const at = (x: number, y: number, time = 0) => ({ x, y, pressure: 0.5, tiltX: 0, tiltY: 0, time });
const mouse = { pointerType: 'mouse', altKey: false };

let pad: Sketchpad;
beforeEach(() => {
  // jsdom has no 2D canvas: what these tests check is the engine's and the overlay's.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  pad = new Sketchpad(document.body.appendChild(document.createElement('div')), {
    width: 400,
    height: 300,
    autosave: null,
  });
});
afterEach(() => {
  pad.destroy();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const overlay = () => pad.view.stage.querySelector<SVGSVGElement>('svg[data-guides]');
const handles = () => [...(overlay()?.querySelectorAll<SVGCircleElement>('[data-handle]') ?? [])];
const ops = () => pad.engine.history.applied().map((op) => op.t);
const key = (k: string) => {
  const e = new KeyboardEvent('keydown', { key: k, cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};
function stroke(points: [number, number][]) {
  const tools = new ToolRouter(pad);
  const [first, ...rest] = points;
  tools.down(at(...first!), 'simulate', mouse);
  tools.move(
    rest.map(([x, y], i) => at(x, y, (i + 1) * 8)),
    false,
  );
  tools.up();
}

describe('the guide overlay', () => {
  it('sits in the stage over the layers, hidden from the pointer and assistive tech', () => {
    const stage = document.createElement('div');
    stage.append(document.createElement('canvas'));
    const o = new GuideOverlay(stage);
    expect(o.element.parentElement).toBe(stage);
    expect(o.element.getAttribute('aria-hidden')).toBe('true');
    expect(o.element.style.pointerEvents).toBe('none');
    expect(Number(o.element.style.zIndex)).toBeGreaterThan(0);
    expect(o.element.style.display).toBe('none');
    o.show([twoPoint], 400, 300, 1);
    expect(o.element.style.display).toBe('block');
    expect(o.element.getAttribute('viewBox')).toBe('0 0 400 300');
    expect(o.element.querySelectorAll('line').length).toBeGreaterThan(16);
    o.show([], 400, 300, 1);
    expect(o.element.style.display).toBe('none');
  });

  it('keeps its handles one size on screen at any zoom, and leaves them out when asked', () => {
    const o = new GuideOverlay(document.createElement('div'));
    o.show([ellipse], 400, 300, 2);
    const r = (el: Element) => Number(el.getAttribute('r'));
    const [centre] = o.element.querySelectorAll('[data-handle="centre"]');
    expect(r(centre!)).toBeCloseTo(3.5);
    expect(o.element.querySelectorAll('ellipse').length).toBe(2);
    o.show([ellipse], 400, 300, 0.5);
    expect(r(o.element.querySelector('[data-handle="centre"]')!)).toBeCloseTo(14);
    o.show([ellipse], 400, 300, 1, { handles: false });
    expect(o.element.querySelectorAll('[data-handle]').length).toBe(0);
  });
});

describe('guides on the sketchpad', () => {
  it('puts guides on the board as one step to undo, and none when they are there already', () => {
    pad.setGuides([twoPoint]);
    expect(pad.getState().guides).toEqual([twoPoint]);
    expect(handles().map((h) => h.dataset.handle)).toEqual(['vanishing-point', 'vanishing-point']);
    pad.setGuides([
      perspectiveGuide([
        { x: 40, y: 80 },
        { x: 360, y: 80 },
      ]),
    ]);
    expect(ops()).toEqual(['guides']);
    pad.undo();
    expect(pad.getState().guides).toEqual([]);
    expect(overlay()?.style.display).toBe('none');
    pad.redo();
    expect(handles()).toHaveLength(2);
  });

  it('refuses guides the log could not hold', () => {
    expect(() => pad.setGuides([{ ...ellipse, degree: 0 }])).toThrow(/Bad guides/);
    expect(ops()).toEqual([]);
  });

  it('shows a handle where it is dragged to before the drop', () => {
    pad.setGuides([twoPoint]);
    const tools = new ToolRouter(pad);
    tools.down(at(360, 80), 'simulate', mouse);
    tools.move([at(300, 120, 8)], false);
    const cx = () => handles().map((h) => Number(h.getAttribute('cx')));
    expect(cx()).toEqual([40, 300]);
    expect(ops()).toEqual(['guides']);
    tools.up();
    expect(ops()).toEqual(['guides', 'guides']);
    expect(pad.guides).toEqual([
      perspectiveGuide([
        { x: 40, y: 80 },
        { x: 300, y: 120 },
      ]),
    ]);
  });

  it('snaps strokes while snapping is on: S and the call turn it on and off', () => {
    pad.setGuides([twoPoint]);
    expect(pad.getState().snap).toBe(false);
    expect(key('s')).toBe(true);
    expect(pad.getState().snap).toBe(true);
    stroke([
      [100, 250],
      [130, 236],
      [160, 221],
      [200, 209],
    ]);
    const op = pad.engine.history.lastApplied();
    if (op?.t !== 'stroke') throw new Error('no stroke');
    // Level to the hundredths the log keeps: on the line from (100, 250) to (360, 80).
    const y = (x: number) => 250 + ((x - 100) * (80 - 250)) / (360 - 100);
    for (let i = 0; i < op.points.length; i += 6) {
      expect(op.points[i + 1]).toBeCloseTo(y(op.points[i]!), 1);
    }
    pad.setSnap(false);
    expect(pad.getState().snap).toBe(false);
    pad.toggleSnap();
    expect(pad.getState().snap).toBe(true);
  });

  it('keeps snapping as the page fixed it', () => {
    pad.setSnap(false, { locked: true });
    key('s');
    pad.toggleSnap();
    expect(pad.getState()).toMatchObject({ snap: false, snapLocked: true });
    pad.setSnap(true);
    expect(pad.getState()).toMatchObject({ snap: true, snapLocked: false });
  });

  it('keeps guides the page fixed: no handles, and undo and redo stop at them', () => {
    stroke([
      [20, 20],
      [60, 40],
    ]);
    pad.setGuides([twoPoint], { locked: true });
    expect(pad.getState().guidesLocked).toBe(true);
    expect(handles()).toHaveLength(0);
    expect(overlay()?.querySelectorAll('line').length).toBeGreaterThan(0);
    stroke([
      [100, 200],
      [200, 260],
    ]);
    expect(pad.getState().canUndo).toBe(true);
    pad.undo();
    expect(ops()).toEqual(['stroke', 'guides']);
    expect(pad.getState().canUndo).toBe(false);
    pad.undo();
    expect(ops()).toEqual(['stroke', 'guides']);
    // A press on a vanishing point draws: the point stays where the page put it.
    stroke([
      [40, 80],
      [90, 120],
    ]);
    expect(pad.guides).toEqual([twoPoint]);
    expect(ops()).toEqual(['stroke', 'guides', 'stroke']);
  });

  it('keeps fixed guides on a new drawing, and lets them go once the page unlocks them', () => {
    pad.setGuides([twoPoint], { locked: true });
    stroke([
      [100, 200],
      [200, 260],
    ]);
    pad.newDrawing();
    expect(pad.guides).toEqual([twoPoint]);
    expect(ops()).toEqual(['guides']);
    expect(pad.getState().canUndo).toBe(false);
    pad.setGuides([twoPoint]);
    expect(pad.getState()).toMatchObject({ guidesLocked: false, canUndo: true });
    expect(handles()).toHaveLength(2);
    pad.newDrawing();
    expect(pad.guides).toEqual([]);
  });

  it('opens a drawing with its guides', () => {
    pad.setGuides([ellipse]);
    const log = pad.engine.log();
    pad.newDrawing();
    expect(pad.guides).toEqual([]);
    pad.openLog(log);
    expect(pad.guides).toEqual([ellipse]);
    expect(handles().map((h) => h.dataset.handle)).toEqual(['centre', 'axis']);
  });
});
