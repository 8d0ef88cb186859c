import { describe, expect, it } from 'vitest';
import type { Sketchpad } from '../../src/dom/sketchpad';
import { initialState, type SketchpadState } from '../../src/editor/state';
import { ToolRouter } from '../../src/editor/toolRouter';
import type { Rect } from '../../src/core/raster/rect';
import type { SymmetrySetting } from '../../src/core/symmetry/symmetry';
import { board } from './draw';

/** The parts of a sketchpad the tool router uses, with the preview rects it was asked for. */
function padWith(symmetry: SymmetrySetting) {
  const engine = board();
  let state: SketchpadState = { ...initialState(), symmetry, stabilizer: 0 };
  const previews: Rect[] = [];
  const pad = {
    engine,
    getState: () => state,
    set: (patch: Partial<SketchpadState>) => (state = { ...state, ...patch }),
    view: { showPreview: (r: Rect | null) => r && previews.push(r) },
  } as unknown as Sketchpad;
  return { engine, router: new ToolRouter(pad), previews };
}

const at = (x: number, y: number, time = 0) => ({ x, y, pressure: 0.5, tiltX: 0, tiltY: 0, time });

describe('drawing on the sketchpad with symmetry on', () => {
  it('records the setting, about the board centre, with every stroke', () => {
    const { engine, router } = padWith({ mode: 'radial', segments: 5 });
    router.down(at(250, 100), 'simulate');
    router.move([at(260, 110, 8), at(270, 115, 16)], false);
    router.up();
    const [op] = engine.log().ops;
    expect(op?.t === 'stroke' && op.symmetry).toEqual({
      kind: 'radial',
      segments: 5,
      cx: 200,
      cy: 150,
    });
  });

  it('records nothing when symmetry is off', () => {
    const { engine, router } = padWith({ mode: 'off', segments: 5 });
    router.down(at(250, 100), 'simulate');
    router.up();
    const [op] = engine.log().ops;
    expect(op && 'symmetry' in op).toBe(false);
  });

  it('repaints the two sides of a mirrored stroke apart while it is drawn', () => {
    const { router, previews } = padWith({ mode: 'vertical', segments: 6 });
    router.down(at(40, 100), 'simulate');
    previews.length = 0;
    router.move([at(44, 104, 8)], false);
    expect(previews).toHaveLength(2);
    expect(previews.every((r) => r.w < 40 && r.h < 40)).toBe(true);
    router.up();
  });
});
