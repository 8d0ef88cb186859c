// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LayerScreen } from '../src/dom/layerScreen';
import { Engine } from '../src/engine/engine';
import { strokeOp } from './helpers/draw';

/** What the overlay's 2D context was asked to do, in order. */
let calls: string[] = [];
let frames: (() => void)[] = [];

beforeEach(() => {
  calls = [];
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const owner = this.dataset.clipped ?? this.dataset.layer;
    const ctx = {
      globalCompositeOperation: 'source-over',
      imageSmoothingEnabled: true,
      save: () => calls.push(`${owner}: save`),
      restore: () => calls.push(`${owner}: restore`),
      beginPath: () => undefined,
      rect: (...r: number[]) => calls.push(`${owner}: rect ${r.join(' ')}`),
      clip: () => calls.push(`${owner}: clip`),
      drawImage: (c: HTMLCanvasElement, ...r: number[]) =>
        calls.push(
          `${owner}: ${ctx.globalCompositeOperation} ${c.dataset.layer} ${r.slice(0, 4).join(' ')}`,
        ),
    };
    return ctx as unknown as CanvasRenderingContext2D;
  } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const runFrames = () => {
  const due = frames;
  frames = [];
  for (const fn of due) fn();
};

/** A stand-in for the view: one canvas a layer, re-appended in stack order on layer changes. */
function board() {
  const engine = new Engine({ width: 8, height: 4 });
  engine.apply({ t: 'layer.add', id: 'layer-2', name: 'Glaze', index: 1 });
  const viewport = document.createElement('div');
  const stage = document.createElement('div');
  viewport.append(stage);
  const canvases = new Map<string, HTMLCanvasElement>();
  const sync = () => {
    for (const layer of engine.doc.layers) {
      let c = canvases.get(layer.id);
      if (!c) {
        c = Object.assign(document.createElement('canvas'), { width: 8, height: 4 });
        c.dataset.layer = layer.id;
        Object.assign(c.style, { position: 'absolute', left: '0', top: '0', width: '8px' });
        canvases.set(layer.id, c);
      }
      c.style.display = layer.visible ? 'block' : 'none';
      stage.append(c);
    }
  };
  sync();
  engine.subscribe((e) => e.type === 'layers' && sync());
  const screen = new LayerScreen({ stage, viewport, onChange: () => () => undefined });
  screen.attach(engine);
  runFrames();
  calls = [];
  const order = () =>
    [...stage.children].map(
      (c) => (c as HTMLElement).dataset.layer ?? `clip:${(c as HTMLElement).dataset.clipped}`,
    );
  return { engine, stage, viewport, canvases, order };
}

describe('layers on screen', () => {
  it('blend by mix-blend-mode on the layer canvases, with no script work per event', () => {
    const { engine, canvases } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', blend: 'color-burn' });
    runFrames();
    expect(canvases.get('layer-2')?.style.mixBlendMode).toBe('color-burn');
    expect(canvases.get('layer-1')?.style.mixBlendMode).toBe('');
    engine.emit({ type: 'pixels', layerId: 'layer-2', rect: { x: 0, y: 0, w: 2, h: 2 } });
    expect(frames).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  it('show a clipped layer through an overlay masked by its base, in its place', () => {
    const { engine, canvases, order, stage } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', clip: true, blend: 'multiply', opacity: 0.4 });
    runFrames();
    expect(order()).toEqual(['layer-1', 'layer-2', 'clip:layer-2']);
    const overlay = stage.querySelector<HTMLCanvasElement>('[data-clipped="layer-2"]');
    expect(canvases.get('layer-2')?.style.visibility).toBe('hidden');
    expect(overlay?.style.mixBlendMode).toBe('multiply');
    expect(overlay?.style.opacity).toBe('0.4');
    expect(overlay?.style.display).toBe('block');
    expect(calls).toEqual([
      'layer-2: save',
      'layer-2: rect 0 0 8 4',
      'layer-2: clip',
      'layer-2: copy layer-2 0 0 8 4',
      'layer-2: destination-in layer-1 0 0 8 4',
      'layer-2: restore',
    ]);
  });

  it('redraw only the rect that changed, whether on the layer or on its base', () => {
    const { engine } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', clip: true });
    runFrames();
    calls = [];
    engine.emit({ type: 'pixels', layerId: 'layer-1', rect: { x: 1, y: 1, w: 2, h: 2 } });
    engine.emit({ type: 'pixels', layerId: 'layer-1', rect: { x: 4, y: 1, w: 1, h: 1 } });
    runFrames();
    expect(calls.filter((c) => c.includes('copy'))).toEqual(['layer-2: copy layer-2 1 1 4 2']);
  });

  it('follow a stroke in progress on the base, which comes with no event but the pointer’s', () => {
    const { engine, viewport } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', clip: true });
    runFrames();
    calls = [];
    const { t: _t, points: _points, ...init } = strokeOp([], { size: 1 });
    const live = engine.beginStroke(init);
    live?.add({ x: 2, y: 2, pressure: 0.5, tiltX: 0, tiltY: 0, time: 0 });
    viewport.dispatchEvent(new Event('pointermove'));
    runFrames();
    const r = engine.mask.dirty;
    expect(r).not.toBeNull();
    expect(calls).toContain(`layer-2: copy layer-2 ${r?.x} ${r?.y} ${r?.w} ${r?.h}`);
  });

  it('hide the overlay with the base, follow the view’s reordering, and go when unclipped', () => {
    const { engine, canvases, order, stage } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', clip: true });
    engine.apply({ t: 'layer.add', id: 'layer-3', name: 'Top', index: 2 });
    runFrames();
    expect(order()).toEqual(['layer-1', 'layer-2', 'clip:layer-2', 'layer-3']);
    engine.apply({ t: 'layer.set', id: 'layer-1', visible: false });
    runFrames();
    const overlay = () => stage.querySelector<HTMLCanvasElement>('[data-clipped]');
    expect(overlay()?.style.display).toBe('none');
    engine.apply({ t: 'layer.set', id: 'layer-2', clip: false });
    runFrames();
    expect(overlay()).toBeNull();
    expect(canvases.get('layer-2')?.style.visibility).toBe('');
    expect(order()).toEqual(['layer-1', 'layer-2', 'layer-3']);
  });
});
