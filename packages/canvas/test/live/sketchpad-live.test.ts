// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Engine } from '../../src/core/engine/engine';
import type { LiveAction } from '../../src/core/live/actions';
import { encodeSnapshot } from '../../src/core/live/snapshot';
import { Sketchpad } from '../../src/dom/sketchpad';
import type { SketchpadOptions } from '../../src/dom/sketchpadOptions';
import { wave } from '../helpers/draw';
import { boardOf, broadcastFrom, hostShape, hostStroke } from './host';

const page = { width: 120, height: 80, scale: 2 };
let frames: (() => void)[] = [];
const pads: Sketchpad[] = [];

/** A real Sketchpad in jsdom (no 2D canvas there: the pixels checked are the engine's). */
function pad(o: SketchpadOptions = {}): Sketchpad {
  const host = document.body.appendChild(document.createElement('div'));
  const made = new Sketchpad(host, { ...page, autosave: null, ...o });
  pads.push(made);
  return made;
}

const runFrames = () => {
  const due = frames;
  frames = [];
  for (const fn of due) fn();
};

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});

afterEach(() => {
  for (const p of pads.splice(0)) p.destroy();
  document.body.replaceChildren();
  frames = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The actions of a short session drawn on a host engine. */
function session(): { host: Engine; wire: LiveAction[] } {
  const host = new Engine(page);
  const { wire, broadcaster } = broadcastFrom(host);
  const flush = () => broadcaster.flush();
  hostStroke(host, flush, wave(10, 10, 110, 70, 30), { brush: 'charcoal', seed: 4 });
  hostShape(host, flush, { shape: 'rectangle', x0: 20, y0: 20 }, [[60, 50]]);
  host.apply({ t: 'layer.add', id: 'layer-2', name: 'Two', index: 1 });
  hostStroke(host, flush, wave(100, 10, 10, 70, 20), { layer: 'layer-2', brush: 'spray' });
  host.undo();
  host.redo();
  return { host, wire };
}

describe('a sketchpad in a live room', () => {
  it('draws what the room sends, live previews and all, on a board of the room’s scale', () => {
    const watcher = pad({ scale: 2, readOnly: true });
    expect(watcher.engine.doc.scale).toBe(2);
    const previews = vi.spyOn(watcher.view, 'showPreview');
    const { host, wire } = session();
    for (const a of wire) expect(watcher.applyLive(a).kind).toBe('applied');
    expect(previews).toHaveBeenCalled();
    expect(boardOf(watcher.engine)).toEqual(boardOf(host));
    expect(watcher.getState().layers.map((l) => l.id)).toEqual(['layer-1', 'layer-2']);
    expect(watcher.getState().canUndo).toBe(true);
  });

  it('takes the room’s board from a snapshot, keeping where the watcher looks', () => {
    const watcher = pad({ readOnly: true });
    const { host } = session();
    watcher.view.setTransform({ scale: 2, rotation: 0, panX: -30, panY: -10 });
    expect(watcher.loadSnapshot(encodeSnapshot(host, 12))).toBe(12);
    expect(boardOf(watcher.engine)).toEqual(boardOf(host));
    expect(watcher.view.transform).toEqual({ scale: 2, rotation: 0, panX: -30, panY: -10 });
    expect(watcher.applyLive({ k: 'undo' })).toEqual({ kind: 'resync' });
  });

  it('can only be looked at when read-only: a drag pans, keys do not edit', () => {
    const watcher = pad({ readOnly: true });
    const board = watcher.view.viewport;
    const at = (type: string, x: number, y: number) =>
      board.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 1,
          pointerType: 'mouse',
          button: 0,
          clientX: x,
          clientY: y,
          bubbles: true,
        }),
      );
    const before = watcher.view.transform;
    at('pointerdown', 10, 10);
    at('pointermove', 40, 30);
    at('pointerup', 40, 30);
    expect(watcher.engine.log().ops).toEqual([]);
    expect(watcher.view.transform.panX).toBe(before.panX + 30);
    expect(watcher.view.transform.panY).toBe(before.panY + 20);
    watcher.engine.apply({ t: 'clear' });
    const key = (init: KeyboardEventInit) =>
      window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
    key({ key: 'z', ctrlKey: true });
    key({ key: 'e' });
    expect(watcher.engine.log().ops).toEqual([{ t: 'clear' }]);
    expect(watcher.getState().tool).toBe('draw');
    key({ key: '+' });
    expect(watcher.view.zoom).toBeGreaterThan(before.scale);
  });

  it('tells the room what is drawn on it once a frame, and not what the room sent', () => {
    const drawer = pad();
    const sent: LiveAction[] = [];
    const stop = drawer.broadcast((a) => sent.push(a));
    runFrames();
    expect(sent).toEqual([{ k: 'tool', brush: 'pen', color: '#808080', size: 5 }]);
    sent.length = 0;
    hostStroke(drawer.engine, runFrames, wave(10, 10, 100, 60, 12), {}, 4);
    runFrames();
    expect(sent.map((a) => a.k)).toEqual(['begin', 'pts', 'pts', 'pts', 'end']);
    sent.length = 0;
    drawer.setColor('#ff0000');
    runFrames();
    expect(sent).toEqual([{ k: 'tool', brush: 'pen', color: '#ff0000', size: 5 }]);
    sent.length = 0;
    // A guest's stroke, applied here, goes to the board and not back out.
    for (const a of session().wire) drawer.applyLive(a);
    runFrames();
    expect(sent).toEqual([]);
    // The broadcast follows the board to a snapshot loaded in its place.
    drawer.loadSnapshot(encodeSnapshot(new Engine(page), 1));
    drawer.engine.apply({ t: 'clear' });
    // A new board's broadcaster tells the brush once more, then what is done.
    expect(sent.map((a) => a.k)).toEqual(['tool', 'op']);
    stop();
    drawer.engine.apply({ t: 'clear' });
    runFrames();
    expect(sent).toHaveLength(2);
  });

  it('gives the keys to the board last focused or pressed on, when a watcher draws along beside the room', () => {
    const room = pad({ readOnly: true });
    const mine = pad();
    const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key }));
    const zooms = () => [room.view.zoom, mine.view.zoom];
    const [roomZoom, myZoom] = zooms();
    press('+');
    expect(zooms()).toEqual([roomZoom, myZoom! * 1.25]);
    room.view.viewport.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    press('-');
    expect(zooms()).toEqual([roomZoom! / 1.25, myZoom! * 1.25]);
    // The room's board goes (the pen came): the keys are the one left's again.
    room.destroy();
    pads.splice(pads.indexOf(room), 1);
    press('-');
    expect(mine.view.zoom).toBeCloseTo(myZoom!);
  });
});
