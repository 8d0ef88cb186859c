// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Op } from '../../src/core/doc/ops';
import type { EngineEvent } from '../../src/core/engine/engine';
import type { Sketchpad } from '../../src/dom/sketchpad';
import { ToolRouter } from '../../src/editor/toolRouter';
import { copyOf, paintPattern, pixel, surfaceOf, withJsdomPad } from './setup';

vi.mock('../../src/dom/picture', async (actual) => ({
  ...(await actual<object>()),
  // jsdom decodes no pictures: a 4 × 2 red one stands in for the browser's decoder.
  readPicture: async () => ({
    pixels: new Uint8ClampedArray(4 * 2 * 4).map((_, i) => (i % 4 === 1 || i % 4 === 2 ? 0 : 255)),
    width: 4,
    height: 2,
  }),
}));

let pad: Sketchpad;
withJsdomPad((created) => {
  pad = created;
  paintPattern(surfaceOf(pad.engine), 8, 8, 10, 6);
});

const at = (x: number, y: number) => ({ x, y, pressure: 0.5, tiltX: 0, tiltY: 0, time: 0 });
const mouse = { pointerType: 'mouse', altKey: false };
const ops = (): Op[] => pad.engine.history.applied();
const floating = () => pad.view.stage.querySelector('canvas[data-floating]');
const overlay = () => pad.view.stage.querySelector<SVGElement>('svg[data-selection]');

function drag(from: [number, number], to: [number, number], o = mouse, shift = false) {
  pad.selection.pointer.down(at(...from), o);
  pad.selection.pointer.move([at((from[0] + to[0]) / 2, (from[1] + to[1]) / 2), at(...to)], shift);
  pad.selection.pointer.up();
}

function selectBlock() {
  pad.setTool('select');
  drag([8, 8], [18, 14]);
}

const key = (k: string, o: KeyboardEventInit = {}) => {
  const e = new KeyboardEvent('keydown', { key: k, cancelable: true, ...o });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('selecting on the sketchpad', () => {
  it('draws a rectangle: the selection, its outline and handles; no history step', () => {
    selectBlock();
    expect(pad.getState().selection).toEqual({ kind: 'rect', changed: false });
    expect(overlay()?.style.display).toBe('block');
    expect(overlay()?.querySelectorAll('rect').length).toBe(8);
    expect(ops()).toEqual([]);
  });

  it('moves it floating (a canvas of its own), and Done places it as one transform step', () => {
    selectBlock();
    const before = copyOf(surfaceOf(pad.engine));
    drag([12, 10], [32, 20]);
    expect(floating()).not.toBeNull();
    expect((floating() as HTMLElement).style.transform).toBe('matrix(1, 0, 0, 1, 28, 18)');
    expect(pad.getState().selection).toEqual({ kind: 'rect', changed: true });
    expect([...surfaceOf(pad.engine).data]).toEqual([...before]);
    expect(pad.selection.commit()).toBe(true);
    expect(ops()).toEqual([
      {
        t: 'transform',
        layer: 'layer-1',
        region: { kind: 'rect', x: 8, y: 8, w: 10, h: 6 },
        matrix: [1, 0, 0, 1, 20, 10],
      },
    ]);
    expect(floating()).toBeNull();
    expect(pad.getState().selection).toBeNull();
    const s = surfaceOf(pad.engine);
    expect(pixel(s, 28, 18)).toEqual(pixel({ ...s, data: before }, 8, 8));
    expect(pixel(s, 8, 8)).toEqual([0, 0, 0, 0]);
  });

  it('holds the floating pixels no finer than the view shows them, and finer once zoomed in', () => {
    pad.setZoom(0.25);
    selectBlock();
    drag([12, 10], [32, 20]);
    const c = floating() as HTMLCanvasElement;
    const [w, h] = [parseFloat(c.style.width), parseFloat(c.style.height)];
    expect([c.width, c.height]).toEqual([Math.ceil(w / 4), Math.ceil(h / 4)]);
    pad.setZoom(2);
    expect([c.width, c.height]).toEqual([w, h]);
    pad.setZoom(0.5);
    expect([c.width, c.height]).toEqual([w, h]);
  });

  it('Escape leaves nothing: no step, no floating pixels, the layer as it was', () => {
    selectBlock();
    drag([12, 10], [32, 20]);
    expect(key('Escape')).toBe(true);
    expect(ops()).toEqual([]);
    expect(floating()).toBeNull();
    expect(overlay()?.style.display).toBe('none');
    // With nothing selected the key is the page's again.
    expect(key('Escape')).toBe(false);
    expect(key('Delete')).toBe(false);
  });

  it('Undo while a selection is moved puts it back and undoes nothing else', () => {
    pad.engine.apply({ t: 'layer.add', id: 'layer-2', name: 'Layer 2', index: 1 });
    pad.layers.select('layer-1');
    selectBlock();
    drag([12, 10], [32, 20]);
    pad.undo();
    expect(ops()).toHaveLength(1);
    expect(floating()).toBeNull();
    pad.undo();
    expect(ops()).toHaveLength(0);
  });

  it('Alt+drag moves a copy; the layer keeps the pixels', () => {
    selectBlock();
    drag([12, 10], [32, 10], { pointerType: 'mouse', altKey: true });
    expect(key('Enter')).toBe(true);
    expect(ops()[0]).toMatchObject({ t: 'transform', copy: true, matrix: [1, 0, 0, 1, 20, 0] });
    expect(pixel(surfaceOf(pad.engine), 8, 8)[3]).toBe(255);
  });

  it('choosing another tool places what was moved', () => {
    selectBlock();
    drag([12, 10], [14, 10]);
    pad.setTool('draw');
    expect(ops().map((o) => o.t)).toEqual(['transform']);
    expect(pad.getState().selection).toBeNull();
  });

  it('Delete clears the selected pixels as one step', () => {
    selectBlock();
    expect(key('Delete')).toBe(true);
    expect(ops()).toEqual([
      { t: 'erase-region', layer: 'layer-1', region: { kind: 'rect', x: 8, y: 8, w: 10, h: 6 } },
    ]);
    expect(pixel(surfaceOf(pad.engine), 9, 9)[3]).toBe(0);
    pad.undo();
    expect(pixel(surfaceOf(pad.engine), 9, 9)[3]).toBe(255);
  });

  it('Ctrl+A on the board selects the whole page, with the select tool; elsewhere it is the page’s', () => {
    pad.setTool('draw');
    expect(key('a', { ctrlKey: true })).toBe(false);
    const onBoard = new KeyboardEvent('keydown', {
      key: 'a',
      ctrlKey: true,
      cancelable: true,
      bubbles: true,
    });
    pad.view.viewport.dispatchEvent(onBoard);
    expect(onBoard.defaultPrevented).toBe(true);
    expect(pad.getState()).toMatchObject({
      tool: 'select',
      selection: { kind: 'rect', changed: false },
    });
  });

  it('a lasso selects its outline and moves as a lasso', () => {
    pad.setTool('lasso');
    pad.selection.pointer.down(at(8, 8), mouse);
    pad.selection.pointer.move([at(18, 8), at(18, 14), at(8, 14)], false);
    pad.selection.pointer.up();
    expect(pad.getState().selection).toEqual({ kind: 'lasso', changed: false });
    drag([12, 11], [13, 11]);
    pad.selection.commit();
    expect(ops()[0]).toMatchObject({
      t: 'transform',
      region: { kind: 'lasso', points: [8, 8, 18, 8, 18, 14, 8, 14] },
    });
  });

  it('flips in place exactly', () => {
    selectBlock();
    const before = copyOf(surfaceOf(pad.engine));
    pad.selection.flip(true);
    pad.selection.commit();
    const s = surfaceOf(pad.engine);
    expect(pixel(s, 17, 8)).toEqual(pixel({ ...s, data: before }, 8, 8));
  });

  it('copies and pastes: the copy floats where it was, placed as one paste step', () => {
    selectBlock();
    expect(pad.selection.copy()).toBe(true);
    expect(pad.getState().canPaste).toBe(true);
    pad.selection.cancel();
    expect(pad.selection.paste()).toBe(true);
    expect(pad.getState().selection).toEqual({ kind: 'picture', changed: true });
    drag([12, 10], [42, 30]);
    pad.selection.commit();
    expect(ops()[0]).toMatchObject({ t: 'paste', layer: 'layer-1', matrix: [1, 0, 0, 1, 38, 28] });
    const s = surfaceOf(pad.engine);
    expect(pixel(s, 38, 28)).toEqual(pixel(s, 8, 8));
  });

  it('a locked layer refuses to move or paste, and says so', () => {
    const events: EngineEvent[] = [];
    pad.engine.subscribe((e) => events.push(e));
    selectBlock();
    pad.layers.setLocked('layer-1', true);
    drag([12, 10], [32, 20]);
    pad.selection.transformLayer();
    expect(events.filter((e) => e.type === 'refused')).toHaveLength(2);
    expect(floating()).toBeNull();
    expect(ops().map((o) => o.t)).toEqual(['layer.set']);
  });

  it('Transform layer selects what is painted on it', () => {
    pad.selection.transformLayer();
    expect(pad.getState().selection).toEqual({ kind: 'rect', changed: false });
    drag([12, 10], [13, 10]);
    pad.selection.commit();
    expect(ops()[0]).toMatchObject({ region: { kind: 'rect', x: 8, y: 8, w: 10, h: 6 } });
  });

  it('brings a picture in as a new layer above the current one: one step, one undo', async () => {
    await pad.selection.importPicture(new File(['x'], 'cat.png', { type: 'image/png' }));
    expect(pad.getState()).toMatchObject({ tool: 'select', selection: { kind: 'picture' } });
    expect(pad.engine.doc.layers).toHaveLength(1);
    // Fitted and centred, one picture pixel to one raster pixel.
    expect((floating() as HTMLElement).style.transform).toBe('matrix(1, 0, 0, 1, 30, 23)');
    expect(key('Enter')).toBe(true);
    expect(ops()).toHaveLength(1);
    expect(ops()[0]).toMatchObject({
      t: 'paste',
      layer: 'layer-2',
      newLayer: { name: 'cat', index: 1 },
    });
    expect(pad.getState().activeLayer).toBe('layer-2');
    expect(pixel(surfaceOf(pad.engine, 'layer-2'), 30, 23)).toEqual([255, 0, 0, 255]);
    pad.undo();
    expect(pad.engine.doc.layers.map((l) => l.id)).toEqual(['layer-1']);
  });

  it('routes the select tool through the tool router', () => {
    const router = new ToolRouter(pad);
    pad.setTool('select');
    router.down(at(8, 8), 'simulate', new MouseEvent('pointerdown') as PointerEvent);
    router.move([at(18, 14)], false);
    router.up();
    expect(pad.getState().selection).toEqual({ kind: 'rect', changed: false });
  });
});
