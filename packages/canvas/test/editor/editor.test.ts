import { describe, expect, it } from 'vitest';
import type { Op } from '../../src/core/doc/ops';
import {
  Autosave,
  engineFrom,
  settings,
  readToolPreferences,
  toDoc,
  writeToolPreferences,
  type DrawingMeta,
  type DrawingStore,
} from '../../src/editor';
import { SYMMETRY_MAX_SEGMENTS } from '../../src/core/symmetry/symmetry';
import { testEditor } from './test-editor';

describe('the editor, headless', () => {
  it('runs in Node with no page at all', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it('draws a stroke with the pen and remembers its colour and brush', () => {
    const ed = testEditor({ color: '#123456' });
    ed.drag([20, 20, 40, 30, 60, 50]);
    const ops = ed.engine.log().ops;
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ t: 'stroke', brush: 'pen', color: '#123456' });
    expect(ed.state().recentColors).toEqual(['#123456']);
    expect(ed.state().recentBrushes).toEqual(['pen']);
    expect(ed.previews.length).toBeGreaterThan(0);
  });

  it('erases without remembering the eraser as a colour choice', () => {
    const ed = testEditor({ tool: 'erase', color: '#ff0000' });
    ed.drag([20, 20, 60, 60]);
    expect(ed.engine.log().ops[0]).toMatchObject({ t: 'stroke', brush: 'eraser' });
    expect(ed.state().recentColors).toEqual([]);
  });

  it('draws a shape, squared while Shift is held, and drops one too small to see', () => {
    const ed = testEditor({ tool: 'shape', shape: 'rectangle' });
    ed.drag([10, 10, 50, 30], true);
    const [shape] = ed.engine.log().ops;
    expect(shape?.t).toBe('shape');
    if (shape?.t !== 'shape') return;
    expect(Math.abs(shape.x1 - shape.x0)).toBe(Math.abs(shape.y1 - shape.y0));
    ed.drag([80, 80, 80.5, 80.2]);
    expect(ed.engine.log().ops).toHaveLength(1);
  });

  it('fills, then picks the filled colour back with the eyedropper', () => {
    const ed = testEditor({ tool: 'fill', color: '#00aa00' });
    ed.drag([100, 75]);
    expect(ed.engine.log().ops[0]).toMatchObject({ t: 'fill', color: '#00aa00' });
    ed.set({ tool: 'eyedropper', color: '#000000' });
    ed.drag([100, 75]);
    expect(ed.state().color).toBe('#00aa00');
    expect(ed.engine.log().ops).toHaveLength(1);
  });

  it('hands select and lasso presses to the selection, and text presses to the page', () => {
    const ed = testEditor({ tool: 'lasso' });
    ed.drag([10, 10, 20, 20]);
    expect(ed.selectionCalls).toEqual(['down', 'move', 'up']);
    ed.set({ tool: 'text' });
    ed.drag([30, 40]);
    expect(ed.texts).toEqual([{ x: 30, y: 40 }]);
    expect(ed.engine.log().ops).toHaveLength(0);
  });

  it('abandons a stroke cancelled mid-way', () => {
    const ed = testEditor();
    ed.tools.down({ x: 5, y: 5, pressure: 0.5, tiltX: 0, tiltY: 0, time: 0 }, 'simulate');
    ed.tools.cancel();
    expect(ed.engine.log().ops).toHaveLength(0);
  });

  it('zooms a pinch about the fingers: the point under them stays under them', () => {
    const ed = testEditor();
    const fingers = { clientX: 160, clientY: 110 };
    const local = { x: fingers.clientX - 100, y: fingers.clientY - 50 };
    const before = toDoc(ed.view.transform, local.x, local.y);
    ed.tools.gesture(0, 0, 2, fingers.clientX, fingers.clientY);
    expect(ed.view.zoom).toBe(2);
    const after = toDoc(ed.view.transform, local.x, local.y);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });
});

describe('tool preferences, with their storage passed in', () => {
  const mapStore = () => {
    const kept = new Map<string, string>();
    return {
      kept,
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
  };

  it('keeps what an artist set up and brings it back', () => {
    const store = mapStore();
    const ed = testEditor({ brush: 'marker', color: '#abcdef', size: 12, fingerDraws: false });
    writeToolPreferences(store, 'prefs', ed.state());
    expect(readToolPreferences(store, 'prefs')).toMatchObject({
      brush: 'marker',
      color: '#abcdef',
      size: 12,
      fingerDraws: false,
    });
  });

  it('keeps each good value of a tampered record and the default for the rest', () => {
    const store = mapStore();
    store.setItem('prefs', JSON.stringify({ brush: 'no-such-brush', color: '#00ff00', size: 999 }));
    expect(readToolPreferences(store, 'prefs')).toEqual({ color: '#00ff00' });
    store.setItem('prefs', JSON.stringify({ size: 480 }));
    expect(readToolPreferences(store, 'prefs')).toEqual({ size: 480 });
    store.setItem('prefs', JSON.stringify({ fingerDraws: 'yes' }));
    expect(readToolPreferences(store, 'prefs')).toEqual({});
    store.setItem('prefs', '{not json');
    expect(readToolPreferences(store, 'prefs')).toEqual({});
    expect(readToolPreferences(undefined, 'prefs')).toEqual({});
  });
});

/** The autosave's records in a Map, as IndexedDB keeps them: one per op and a header. */
function memoryDrawings() {
  const ops = new Map<number, unknown>();
  let meta: DrawingMeta | null = null;
  let writes = 0;
  let failNext = false;
  const store: DrawingStore = {
    read: async () =>
      meta && { meta, ops: Array.from({ length: meta.length }, (_, i) => ops.get(i)) },
    write: async (first, fresh, keepUpTo, next) => {
      if (failNext) {
        failNext = false;
        throw new Error('quota');
      }
      writes++;
      fresh.forEach((op, i) => ops.set(first + i, op));
      for (const key of [...ops.keys()]) if (key >= keepUpTo) ops.delete(key);
      meta = next;
    },
    readReference: async () => null,
    writeReference: async () => undefined,
    close: () => undefined,
  };
  return { store, ops, writes: () => writes, failOnce: () => (failNext = true) };
}

describe('the autosave, with its storage passed in', () => {
  const doc = { width: 200, height: 150, scale: 1, background: '#ffffff' };

  it('writes only the ops that changed and brings the drawing back', async () => {
    const ed = testEditor();
    const drawings = memoryDrawings();
    const autosave = new Autosave(drawings.store);
    ed.drag([10, 10, 30, 30]);
    ed.drag([40, 40, 60, 60]);
    const ops: Op[] = ed.engine.log().ops;
    await autosave.save(doc, ops, 2);
    ed.drag([70, 70, 90, 90]);
    const more: Op[] = ed.engine.log().ops;
    await autosave.save(doc, more, 3);
    expect(drawings.ops.size).toBe(3);
    const saved = await new Autosave(drawings.store).load();
    expect(saved?.ops).toEqual(more);
    expect(saved?.cursor).toBe(3);
  });

  it('drops records past a shorter history, and a failed write does not stop the next', async () => {
    const ed = testEditor();
    const drawings = memoryDrawings();
    const failures: unknown[] = [];
    const autosave = new Autosave(drawings.store, (err) => failures.push(err));
    ed.drag([10, 10, 30, 30]);
    ed.drag([40, 40, 60, 60]);
    await autosave.save(doc, ed.engine.log().ops, 2);
    drawings.failOnce();
    await autosave.save(doc, ed.engine.log().ops.slice(0, 1), 1);
    await autosave.save(doc, ed.engine.log().ops.slice(0, 1), 1);
    expect(drawings.ops.size).toBe(1);
    expect((await new Autosave(drawings.store).load())?.ops).toHaveLength(1);
    // The page hears of the failed one, to tell the artist the board is not being kept.
    expect(failures).toHaveLength(1);
  });

  it('keeps the intact start of a record broken midway', async () => {
    const drawings = memoryDrawings();
    const ed = testEditor();
    ed.drag([10, 10, 30, 30]);
    ed.drag([40, 40, 60, 60]);
    await new Autosave(drawings.store).save(doc, ed.engine.log().ops, 2);
    drawings.ops.set(1, { t: 'stroke', brush: 'nonsense' });
    const saved = await new Autosave(drawings.store).load();
    expect(saved?.ops).toHaveLength(1);
    expect(saved?.cursor).toBe(1);
  });
});

describe('settings, as the toolbar chooses them', () => {
  it('takes up the tool a brush or shape belongs to, and brings sizes and curves into range', () => {
    expect(settings.brush('eraser')).toEqual({ brush: 'eraser', tool: 'erase' });
    expect(settings.brush('marker')).toEqual({ brush: 'marker', tool: 'draw' });
    expect(settings.shape('ellipse')).toEqual({ shape: 'ellipse', tool: 'shape' });
    expect(settings.size(0)).toEqual({ size: 1 });
    expect(settings.size(12.6)).toEqual({ size: 13 });
    expect(settings.size(500)).toEqual({ size: 500 });
    expect(settings.size(501)).toEqual({ size: 500 });
    expect(settings.pressure({ enabled: true, gamma: 99 }).pressure?.gamma).toBe(3);
    expect(settings.symmetry({ mode: 'radial', segments: 1000 }).symmetry?.segments).toBe(
      SYMMETRY_MAX_SEGMENTS,
    );
  });
});

describe('a recovered drawing', () => {
  it('comes back with its undone steps still there to redo', () => {
    const ed = testEditor();
    ed.drag([10, 10, 30, 30]);
    ed.drag([40, 40, 60, 60]);
    const ops = ed.engine.log().ops;
    const engine = engineFrom({
      width: 200,
      height: 150,
      scale: 1,
      background: '#ffffff',
      ops,
      cursor: 1,
    });
    expect(engine.log().ops).toHaveLength(1);
    expect(engine.canRedo).toBe(true);
    engine.redo();
    expect(engine.log().ops).toEqual(ops);
  });
});
