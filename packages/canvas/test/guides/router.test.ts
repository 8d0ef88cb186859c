import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/core/engine/engine';
import { perspectiveGuide, type Guide } from '../../src/core/guides/guides';
import { SAMPLE_STRIDE } from '../../src/core/ink/sample';
import {
  HANDLE_REACH_PX,
  initialState,
  ToolRouter,
  type SketchpadState,
  type ToolHost,
} from '../../src/editor';
import type { ViewTransform } from '../../src/editor/viewTransform';

const twoPoint = perspectiveGuide([
  { x: 40, y: 80 },
  { x: 360, y: 80 },
]);

const at = (x: number, y: number, time = 0) => ({ x, y, pressure: 0.5, tiltX: 0, tiltY: 0, time });
const mouse = { pointerType: 'mouse', altKey: false };
const touch = { pointerType: 'touch', altKey: false };

/** The editor without a page: a real engine and router, a view at `zoom`, previews recorded. */
function editor(patch: Partial<SketchpadState> = {}, guides: Guide[] = [twoPoint], zoom = 1) {
  const engine = new Engine({ width: 400, height: 300, scale: 1 });
  if (guides.length) engine.apply({ t: 'guides', guides });
  let state: SketchpadState = { ...initialState(), stabilizer: 0, ...patch };
  const previews: (readonly Guide[] | null)[] = [];
  let transform: ViewTransform = { scale: zoom, rotation: 0, panX: 0, panY: 0 };
  const host: ToolHost = {
    engine,
    view: {
      get zoom() {
        return transform.scale;
      },
      get transform() {
        return transform;
      },
      setTransform: (next) => (transform = next),
      showPreview: () => undefined,
      origin: () => ({ left: 0, top: 0 }),
    },
    selection: { pointer: { down() {}, move() {}, up() {}, cancel() {} } },
    getState: () => state,
    set: (next) => (state = { ...state, ...next }),
    requestText: () => undefined,
    previewGuides: (g) => void previews.push(g),
  };
  const tools = new ToolRouter(host);
  /** Presses at the first point, moves through the rest, lifts. */
  const drag = (points: [number, number][], press = mouse) => {
    const [first, ...rest] = points;
    tools.down(at(...first!), 'simulate', press);
    tools.move(
      rest.map(([x, y], i) => at(x, y, (i + 1) * 8)),
      false,
    );
    tools.up();
  };
  return { engine, tools, previews, drag, state: () => state };
}

/** A wobbly hand from (x0, y0) to (x1, y1). */
const wobbly = (x0: number, y0: number, x1: number, y1: number, n = 30): [number, number][] =>
  Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    return [x0 + (x1 - x0) * t + Math.sin(i) * 3, y0 + (y1 - y0) * t + Math.cos(i * 1.7) * 3];
  });

const pointsOf = (engine: Engine) => {
  const op = engine.history.lastApplied();
  if (op?.t !== 'stroke') throw new Error(`the last op is ${op?.t}`);
  const out: [number, number][] = [];
  for (let i = 0; i < op.points.length; i += SAMPLE_STRIDE)
    out.push([op.points[i]!, op.points[i + 1]!]);
  return out;
};

const offLine = (ax: number, ay: number, bx: number, by: number, x: number, y: number) =>
  Math.abs((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / Math.hypot(bx - ax, by - ay);

describe('drawing with snapping on', () => {
  it('logs the stroke on the line to the vanishing point it went towards, one step to undo', () => {
    const { engine, drag } = editor({ snap: true });
    drag(wobbly(100, 250, 250, 180));
    const pts = pointsOf(engine);
    expect(pts).toHaveLength(30);
    // Rounded to the log's hundredths, every sample is on the line from the start to (360, 80).
    const [sx, sy] = pts[0]!;
    for (const [x, y] of pts) expect(offLine(sx, sy, 360, 80, x, y)).toBeLessThan(0.02);
    expect(engine.history.applied().map((op) => op.t)).toEqual(['guides', 'stroke']);
    expect(engine.undo()).toBe(true);
    expect(engine.history.applied().map((op) => op.t)).toEqual(['guides']);
    expect(engine.doc.guides).toEqual([twoPoint]);
  });

  it('logs the stroke as drawn with snapping off, or no guide on the board', () => {
    const hand = wobbly(100, 250, 250, 180);
    for (const { engine, drag } of [editor({ snap: false }), editor({ snap: true }, [])]) {
      drag(hand);
      const pts = pointsOf(engine);
      pts.forEach(([x, y], i) => {
        expect(x).toBeCloseTo(hand[i]![0], 1);
        expect(y).toBeCloseTo(hand[i]![1], 1);
      });
    }
  });

  it('chooses sooner, in document units, the more the board is zoomed in', () => {
    // 6 units is past the 8 screen pixels at 200 % (4 units), short of them at 50 % (16 units).
    for (const [zoom, chosen] of [
      [2, true],
      [0.5, false],
    ] as const) {
      const { engine, drag } = editor({ snap: true }, [twoPoint], zoom);
      drag([
        [200, 200],
        [203, 202],
        [206, 201],
      ]);
      const pts = pointsOf(engine);
      const straight = pts.every(
        ([x, y]) =>
          offLine(200, 200, 40, 80, x, y) < 0.02 ||
          offLine(200, 200, 360, 80, x, y) < 0.02 ||
          Math.abs(x - 200) < 0.02,
      );
      expect(straight, `zoom ${zoom}`).toBe(chosen);
    }
  });
});

describe('dragging a guide on the board', () => {
  it('moves a vanishing point by its handle: shown as it goes, one step to undo at the drop', () => {
    const { engine, drag, previews } = editor();
    drag([
      [362, 78],
      [340, 90],
      [322, 100],
    ]);
    // The handle keeps its offset from the press: it does not jump under the pointer.
    const moved = perspectiveGuide([
      { x: 40, y: 80 },
      { x: 320, y: 102 },
    ]);
    expect(engine.doc.guides).toEqual([moved]);
    expect(previews.at(-2)).toEqual([moved]);
    expect(previews.at(-1)).toBeNull();
    expect(engine.history.applied().map((op) => op.t)).toEqual(['guides', 'guides']);
    // Nothing was drawn.
    expect(engine.history.applied().some((op) => op.t === 'stroke')).toBe(false);
    engine.undo();
    expect(engine.doc.guides).toEqual([twoPoint]);
  });

  it('takes a handle with any drawing tool, from further off with a finger', () => {
    for (const tool of ['draw', 'erase', 'shape', 'fill'] as const) {
      const { engine, drag } = editor({ tool });
      drag([
        [40 + HANDLE_REACH_PX - 2, 80],
        [60, 100],
      ]);
      expect(engine.doc.guides[0], tool).not.toEqual(twoPoint);
    }
    const finger = editor();
    finger.drag(
      [
        [40 + HANDLE_REACH_PX + 6, 80],
        [60, 100],
      ],
      touch,
    );
    expect(finger.engine.doc.guides[0]).not.toEqual(twoPoint);
    const pen = editor();
    pen.drag([
      [40 + HANDLE_REACH_PX + 6, 80],
      [60, 100],
    ]);
    expect(pen.engine.doc.guides[0]).toEqual(twoPoint);
  });

  it('records nothing for a press on a handle that never moved it', () => {
    const { engine, drag } = editor();
    drag([[40, 80]]);
    expect(engine.history.applied().map((op) => op.t)).toEqual(['guides']);
  });

  it('leaves guides the page fixed where they are: a press there draws', () => {
    const { engine, drag, previews } = editor({ guidesLocked: true });
    drag([
      [40, 80],
      [80, 120],
    ]);
    expect(engine.doc.guides).toEqual([twoPoint]);
    expect(previews).toEqual([]);
    expect(engine.history.lastApplied()?.t).toBe('stroke');
  });

  it('puts the guides back when the drag is cancelled', () => {
    const { engine, tools, previews } = editor();
    tools.down(at(40, 80), 'simulate', mouse);
    tools.move([at(100, 100, 8)], false);
    tools.cancel();
    expect(previews.at(-1)).toBeNull();
    expect(engine.doc.guides).toEqual([twoPoint]);
    expect(engine.history.applied()).toHaveLength(1);
  });
});
