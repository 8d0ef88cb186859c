// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  boardScale,
  boardSizeProblem,
  MAX_BOARD_PIXELS,
  MAX_BOARD_SIDE,
  MIN_BOARD_SIDE,
} from '../src/core/doc/boardSize';
import { MAX_LAYERS } from '../src/core/doc/document';
import { replay } from '../src/core/log/replay';
import { Sketchpad } from '../src/dom/sketchpad';
import type { DrawingMeta } from '../src/editor/autosave';
import { same, strokeOp, wave } from './helpers/draw';

/** The autosave's header as IndexedDB would hand it back: what the last New wrote. */
const kept: { meta: DrawingMeta | null } = { meta: null };
vi.mock('../src/dom/indexedDbDrawings', () => ({
  openIndexedDbDrawings: async () => ({
    read: async () => kept.meta && { meta: kept.meta, ops: [] },
    write: async (_first: number, _ops: unknown[], _keep: number, meta: DrawingMeta) => {
      kept.meta = meta;
    },
    readReference: async () => null,
    writeReference: async () => undefined,
    close: () => undefined,
  }),
}));

describe('the sizes a new board may have', () => {
  it('takes whole sides from 16 to 4096 px, within the pixel budget', () => {
    expect(boardSizeProblem({ width: 1000, height: 500 })).toBeNull();
    expect(boardSizeProblem({ width: MIN_BOARD_SIDE, height: MAX_BOARD_SIDE })).toBeNull();
    expect(boardSizeProblem({ width: 4096, height: 2048 })).toBeNull();
    expect(boardSizeProblem({ width: 15, height: 500 })).toBe('width');
    expect(boardSizeProblem({ width: 1000.5, height: 500 })).toBe('width');
    expect(boardSizeProblem({ width: 1000, height: 4097 })).toBe('height');
    expect(boardSizeProblem({ width: Number.NaN, height: 500 })).toBe('width');
    expect(boardSizeProblem({ width: 4096, height: 4096 })).toBe('area');
    expect(boardSizeProblem({ width: 4096, height: 2049 })).toBe('area');
  });

  it('keeps every layer of the largest board, engine and screen copies, within 1 GiB', () => {
    expect(MAX_BOARD_PIXELS).toBe(4096 * 2048);
    expect(MAX_BOARD_PIXELS * 4 * 2 * MAX_LAYERS).toBeLessThanOrEqual(2 ** 30);
  });

  it('rasterises at the screen’s scale, less where that would pass the budget', () => {
    expect(boardScale({ width: 1000, height: 500 }, 2)).toBe(2);
    expect(boardScale({ width: 1920, height: 1080 }, 2)).toBe(2);
    expect(boardScale({ width: 1240, height: 1754 }, 2)).toBe(1);
    expect(boardScale({ width: 4096, height: 2048 }, 3)).toBe(1);
    expect(boardScale({ width: 100, height: 100 }, 3)).toBe(3);
  });
});

describe('New with a size', () => {
  let pad: Sketchpad;
  beforeEach(() => {
    // jsdom has no 2D canvas: these tests look at the engine, the state and the board's element.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    pad = new Sketchpad(document.body.appendChild(document.createElement('div')), {
      scale: 2,
      autosave: null,
    });
  });
  afterEach(() => {
    pad.destroy();
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  const label = () => pad.view.viewport.getAttribute('aria-label');

  it('starts at 1000×500 and says so', () => {
    expect(pad.getState()).toMatchObject({ width: 1000, height: 500 });
    expect(label()).toBe('Drawing board, 1000 by 500 pixels');
  });

  it('puts a blank board of the chosen size in, with an empty history', () => {
    pad.engine.apply(strokeOp(wave(10, 10, 300, 200)));
    pad.newDrawing({ width: 1080, height: 1920 });
    const { doc } = pad.engine;
    expect([doc.width, doc.height, doc.scale]).toEqual([1080, 1920, 2]);
    expect(pad.getState()).toMatchObject({ width: 1080, height: 1920, canUndo: false });
    expect(pad.isEmpty).toBe(true);
    expect(label()).toBe('Drawing board, 1080 by 1920 pixels');
    expect(pad.view.stage.style.width).toBe('1080px');
    expect(pad.view.stage.style.height).toBe('1920px');
  });

  it('draws, exports and replays at the new size', () => {
    pad.newDrawing({ width: 1240, height: 1754 });
    // Twice 1240×1754 would pass the pixel budget: one raster pixel a unit.
    expect(pad.engine.doc.scale).toBe(1);
    pad.engine.apply(strokeOp(wave(100, 1500, 1100, 1600), { size: 40, color: '#000000' }));
    const picture = pad.engine.flatten();
    expect([picture.width, picture.height]).toEqual([1240, 1754]);
    const log = pad.engine.log();
    expect([log.width, log.height, log.scale]).toEqual([1240, 1754, 1]);
    expect(same(replay(log).flatten().data, picture.data)).toBe(true);
  });

  it('keeps the size for the next plain New, and opens a drawing at its own size', () => {
    pad.newDrawing({ width: 1080, height: 1080 });
    const square = pad.engine.log();
    pad.newDrawing();
    expect(pad.getState()).toMatchObject({ width: 1080, height: 1080 });
    pad.newDrawing({ width: 1000, height: 500 });
    pad.openLog(square);
    expect(pad.getState()).toMatchObject({ width: 1080, height: 1080 });
    expect(label()).toBe('Drawing board, 1080 by 1080 pixels');
  });

  it('refuses a size no board may have, leaving the drawing be', () => {
    pad.engine.apply(strokeOp(wave(10, 10, 300, 200)));
    expect(() => pad.newDrawing({ width: 4096, height: 4096 })).toThrow(/area/);
    expect(() => pad.newDrawing({ width: 8, height: 500 })).toThrow(/width/);
    expect(pad.isEmpty).toBe(false);
    expect(pad.getState()).toMatchObject({ width: 1000, height: 500 });
  });

  it('comes back after a reload at the size New chose, still blank and not “restored”', async () => {
    const host = () => document.body.appendChild(document.createElement('div'));
    const before = new Sketchpad(host(), { scale: 2 });
    await before.restore();
    before.newDrawing({ width: 1920, height: 1080 });
    await vi.waitFor(() => expect(kept.meta?.width).toBe(1920));
    before.destroy();
    const after = new Sketchpad(host(), { scale: 2 });
    await after.restore();
    expect(after.getState()).toMatchObject({ width: 1920, height: 1080, recovered: false });
    expect(after.view.viewport.getAttribute('aria-label')).toBe(
      'Drawing board, 1920 by 1080 pixels',
    );
    after.destroy();
    // A header no New could have written is not believed.
    kept.meta = { ...kept.meta!, width: 100_000 };
    const third = new Sketchpad(host(), { scale: 2 });
    await third.restore();
    expect(third.getState()).toMatchObject({ width: 1000, height: 500 });
    third.destroy();
  });

  it('leaves a board the page named with its own name', () => {
    const named = new Sketchpad(document.body.appendChild(document.createElement('div')), {
      label: 'The live board',
      autosave: null,
    });
    named.newDrawing({ width: 500, height: 500 });
    expect(named.view.viewport.getAttribute('aria-label')).toBe('The live board');
    named.destroy();
  });
});
