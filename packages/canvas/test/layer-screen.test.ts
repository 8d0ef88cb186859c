// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LayerScreen } from '../src/dom/layerScreen';
import { Engine } from '../src/core/engine/engine';
import type { Rect } from '../src/core/raster/rect';

/** What each canvas's 2D context was asked to do, in order, named by the canvas. */
let calls: string[] = [];
let frames: (() => void)[] = [];

const nameOf = (c: HTMLCanvasElement) =>
  c.dataset.layer ??
  (c.dataset.composite !== undefined
    ? 'screen'
    : c.dataset.reference !== undefined
      ? 'reference'
      : c.dataset.under !== undefined
        ? 'under'
        : 'scratch');

beforeEach(() => {
  calls = [];
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const owner = nameOf(this);
    const ctx = {
      globalCompositeOperation: 'source-over',
      globalAlpha: 1,
      fillStyle: '',
      imageSmoothingEnabled: true,
      save: () => undefined,
      restore: () => undefined,
      beginPath: () => undefined,
      rect: () => undefined,
      clip: () => calls.push(`${owner}: clip`),
      fillRect: (...r: number[]) => calls.push(`${owner}: fill ${ctx.fillStyle} ${r.join(' ')}`),
      drawImage: (c: HTMLCanvasElement, ...r: number[]) =>
        calls.push(
          `${owner}: ${nameOf(c)} ${ctx.globalCompositeOperation} ${ctx.globalAlpha} ${r.slice(0, 4).join(' ')}`,
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

/** A stand-in for the view: a reference and one canvas a layer, re-appended in stack order. */
function board() {
  const engine = new Engine({ width: 8, height: 4, background: '#fafafa' });
  engine.apply({ t: 'layer.add', id: 'layer-2', name: 'Glaze', index: 1 });
  const stage = document.createElement('div');
  const reference = Object.assign(document.createElement('canvas'), { width: 8, height: 4 });
  reference.dataset.reference = '';
  reference.style.display = 'none';
  stage.append(reference);
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
  const repaints = new Set<(rect: Rect | 'all', layerId?: string) => void>();
  const screen = new LayerScreen({
    stage,
    onChange: () => () => undefined,
    onRepaint: (fn) => {
      repaints.add(fn);
      return () => repaints.delete(fn);
    },
  });
  screen.attach(engine);
  runFrames();
  calls = [];
  const repainted = (rect: Rect | 'all', layerId?: string) =>
    repaints.forEach((fn) => fn(rect, layerId));
  const order = () => [...stage.children].map((c) => nameOf(c as HTMLCanvasElement));
  const composite = () => stage.querySelector<HTMLCanvasElement>('[data-composite]');
  return { engine, stage, reference, canvases, order, composite, repainted };
}

describe('layers on screen', () => {
  it('are the compositor’s while every layer is plain, with no script work per change', () => {
    const { engine, canvases, composite, repainted } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', opacity: 0.5 });
    runFrames();
    engine.emit({ type: 'pixels', layerId: 'layer-2', rect: { x: 0, y: 0, w: 2, h: 2 } });
    repainted({ x: 1, y: 1, w: 1, h: 1 });
    expect(frames).toHaveLength(0);
    expect(calls).toEqual([]);
    expect(composite()?.style.display ?? 'none').toBe('none');
    expect(canvases.get('layer-2')?.style.visibility).toBe('');
  });

  it('are painted into one canvas over the reference once a layer blends, through every layer', () => {
    const { engine, canvases, order, composite } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', blend: 'multiply', opacity: 0.4 });
    runFrames();
    expect(order()).toEqual(['reference', 'screen', 'layer-1', 'layer-2']);
    expect(composite()?.style.display).toBe('block');
    expect([composite()?.width, composite()?.height]).toEqual([8, 4]);
    expect([...canvases.values()].map((c) => c.style.visibility)).toEqual(['hidden', 'hidden']);
    expect(calls).toEqual([
      'screen: fill #fafafa 0 0 8 4',
      'screen: layer-1 source-over 1 0 0 8 4',
      'screen: layer-2 multiply 0.4 0 0 8 4',
    ]);
  });

  it('paint again only what changed in a frame: the engine’s pixels and the stroke in progress', () => {
    const { engine, repainted } = board();
    engine.apply({ t: 'layer.set', id: 'layer-1', blend: 'screen' });
    runFrames();
    calls = [];
    engine.emit({ type: 'pixels', layerId: 'layer-1', rect: { x: 1, y: 1, w: 2, h: 2 } });
    repainted({ x: 4, y: 1, w: 1, h: 1 });
    repainted({ x: 6, y: 3, w: 5, h: 5 });
    expect(frames).toHaveLength(1);
    runFrames();
    // The union of the three, cut to the board.
    expect(calls).toEqual([
      'screen: fill #fafafa 1 1 7 3',
      'screen: layer-1 screen 1 1 1 7 3',
      'screen: layer-2 source-over 1 1 1 7 3',
    ]);
  });

  it('while the changes are on one layer, paint what lies under it once, then copy it', () => {
    const { engine, repainted } = board();
    engine.apply({ t: 'layer.add', id: 'layer-3', name: 'Top', index: 2 });
    engine.apply({ t: 'layer.set', id: 'layer-2', blend: 'multiply' });
    runFrames();
    calls = [];
    repainted({ x: 1, y: 1, w: 2, h: 2 }, 'layer-2');
    runFrames();
    expect(calls).toEqual([
      'under: fill #fafafa 0 0 8 4',
      'under: layer-1 source-over 1 0 0 8 4',
      'screen: under source-over 1 1 1 2 2',
      'screen: layer-2 multiply 1 1 1 2 2',
      'screen: layer-3 source-over 1 1 1 2 2',
    ]);
    calls = [];
    engine.emit({ type: 'pixels', layerId: 'layer-2', rect: { x: 3, y: 0, w: 1, h: 1 } });
    runFrames();
    expect(calls).toEqual([
      'screen: under source-over 1 3 0 1 1',
      'screen: layer-2 multiply 1 3 0 1 1',
      'screen: layer-3 source-over 1 3 0 1 1',
    ]);
    // A change under it: the whole stack is painted, and the next stroke paints under anew.
    calls = [];
    engine.emit({ type: 'pixels', layerId: 'layer-1', rect: { x: 0, y: 0, w: 1, h: 1 } });
    runFrames();
    expect(calls[0]).toBe('screen: fill #fafafa 0 0 1 1');
    calls = [];
    repainted({ x: 0, y: 0, w: 1, h: 1 }, 'layer-2');
    runFrames();
    expect(calls[0]).toBe('under: fill #fafafa 0 0 8 4');
  });

  it('show a clipped layer masked by its base in its place, and hide it with its base', () => {
    const { engine } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', clip: true, blend: 'color-burn' });
    runFrames();
    expect(calls).toEqual([
      'screen: fill #fafafa 0 0 8 4',
      'screen: layer-1 source-over 1 0 0 8 4',
      'scratch: clip',
      'scratch: layer-2 copy 1 0 0 8 4',
      'scratch: layer-1 destination-in 1 0 0 8 4',
      'screen: scratch color-burn 1 0 0 8 4',
    ]);
    calls = [];
    engine.apply({ t: 'layer.set', id: 'layer-1', visible: false });
    runFrames();
    expect(calls).toEqual(['screen: fill #fafafa 0 0 8 4']);
  });

  it('show the reference under the layers, as the stacked canvases did', () => {
    const { engine, reference, repainted } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', blend: 'difference' });
    runFrames();
    calls = [];
    Object.assign(reference.style, { display: 'block', opacity: '0.5' });
    repainted('all');
    runFrames();
    expect(calls.slice(0, 2)).toEqual([
      'screen: fill #fafafa 0 0 8 4',
      'screen: reference source-over 0.5 0 0 8 4',
    ]);
  });

  it('go back to the compositor when no layer that shows blends or clips', () => {
    const { engine, canvases, composite } = board();
    engine.apply({ t: 'layer.set', id: 'layer-2', blend: 'hue' });
    runFrames();
    engine.apply({ t: 'layer.set', id: 'layer-2', visible: false });
    runFrames();
    expect(composite()?.style.display).toBe('none');
    expect(canvases.get('layer-1')?.style.visibility).toBe('');
    calls = [];
    engine.emit({ type: 'pixels', layerId: 'layer-1', rect: { x: 0, y: 0, w: 2, h: 2 } });
    expect(frames).toHaveLength(0);
    expect(calls).toEqual([]);
  });
});
