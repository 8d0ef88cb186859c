import { describe, expect, it } from 'vitest';
import type { Sketchpad } from '../../src/dom/sketchpad';
import { initialState, strokeBrush, type SketchpadState } from '../../src/editor/state';
import { ToolRouter } from '../../src/editor/toolRouter';
import { Engine } from '../../src/core/engine/engine';

/** The parts of a sketchpad the tool router uses, starting from `patch` over the defaults. */
function padWith(patch: Partial<SketchpadState> = {}) {
  const engine = new Engine({ width: 300, height: 200, scale: 1 });
  let state: SketchpadState = { ...initialState(), stabilizer: 0, ...patch };
  const pad = {
    engine,
    getState: () => state,
    set: (p: Partial<SketchpadState>) => (state = { ...state, ...p }),
    view: { showPreview: () => undefined },
  } as unknown as Sketchpad;
  const router = new ToolRouter(pad);
  const stroke = (x = 50) => {
    router.down({ x, y: 50, pressure: 0.5, tiltX: 0, tiltY: 0, time: 0 }, 'device');
    router.move([{ x: x + 20, y: 60, pressure: 0.6, tiltX: 0, tiltY: 0, time: 8 }], false);
    router.up();
  };
  return { engine, stroke, state: () => state, set: pad.set.bind(pad) };
}

describe('the sketchpad records the pressure setting on new strokes', () => {
  it('records nothing with the default (linear) setting: the log is as before', () => {
    const { engine, stroke } = padWith();
    stroke();
    expect(engine.log().ops[0]).not.toHaveProperty('pressureCurve');
  });

  it('records the gamma, and off', () => {
    const { engine, stroke, set } = padWith({ pressure: { enabled: true, gamma: 2 } });
    stroke();
    set({ pressure: { enabled: false, gamma: 2 } });
    stroke(150);
    const curves = engine.log().ops.map((op) => op.t === 'stroke' && op.pressureCurve);
    expect(curves).toEqual([2, 'off']);
  });
});

describe('recently used brushes', () => {
  it('are the brushes strokes were drawn with, newest first, each once', () => {
    const { stroke, set, state } = padWith();
    expect(state().recentBrushes).toEqual([]);
    for (const brush of ['oil', 'pencil', 'oil'] as const) {
      set({ brush });
      stroke();
    }
    expect(state().recentBrushes).toEqual(['oil', 'pencil']);
  });

  it('are not brushes only picked, nor the eraser', () => {
    const { stroke, set, state } = padWith();
    set({ brush: 'spray' });
    set({ brush: 'neon' });
    set({ tool: 'erase' });
    stroke();
    expect(state().recentBrushes).toEqual([]);
  });

  it('keep the last five', () => {
    const { stroke, set, state } = padWith();
    for (const brush of ['pen', 'pencil', 'marker', 'oil', 'neon', 'spray'] as const) {
      set({ brush });
      stroke();
    }
    expect(state().recentBrushes).toEqual(['spray', 'neon', 'oil', 'marker', 'pencil']);
  });

  it('name the brush a stroke is drawn with: the eraser under Erase, else the brush', () => {
    expect(strokeBrush({ tool: 'erase', brush: 'oil' })).toBe('eraser');
    expect(strokeBrush({ tool: 'draw', brush: 'oil' })).toBe('oil');
    expect(strokeBrush({ tool: 'draw', brush: 'eraser' })).toBe('pen');
  });
});
