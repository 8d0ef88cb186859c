import { initialSketchpadState, Sketchpad } from '@glossy/canvas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const key = 'glossy-drawer-tools';
const pads: Sketchpad[] = [];

/** A real sketchpad, as /canvas makes it (jsdom draws nothing: these tests read its state). */
/** `null`: a board that keeps no settings (a lesson's demo, say). */
function openPad(preferences: string | null = key) {
  const pad = new Sketchpad(document.body.appendChild(document.createElement('div')), {
    width: 40,
    height: 20,
    autosave: null,
    preferences: preferences ?? undefined,
  });
  pads.push(pad);
  return pad;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  for (const pad of pads.splice(0)) pad.destroy();
  vi.restoreAllMocks();
});

describe('the sketchpad’s tool settings', () => {
  it('come back on the next visit: brush, colour, size, opacity, stabilizer, pressure and shape', () => {
    const first = openPad();
    first.setBrush('pencil');
    first.setColor('#3b82f6');
    first.setSize(12);
    first.set({ opacity: 0.5, stabilizer: 2, recentColors: ['#3b82f6', '#000000'] });
    first.setPressure({ enabled: false, gamma: 1.5 });
    first.setShape('star');
    first.set({ shapeFilled: true });
    first.setSymmetry({ mode: 'vertical', segments: 2 });
    first.destroy();

    const state = openPad().getState();
    expect(state).toMatchObject({
      brush: 'pencil',
      color: '#3b82f6',
      size: 12,
      opacity: 0.5,
      stabilizer: 2,
      recentColors: ['#3b82f6', '#000000'],
      pressure: { enabled: false, gamma: 1.5 },
      shape: 'star',
      shapeFilled: true,
    });
    // A visit starts drawing, with no mirror left on from the last one.
    expect(state.tool).toBe('draw');
    expect(state.symmetry).toEqual(initialSketchpadState().symmetry);
  });

  it('keep only what is valid from a tampered or outdated store, and defaults for the rest', () => {
    localStorage.setItem(
      key,
      JSON.stringify({
        brush: 'flamethrower',
        recentBrushes: ['charcoal', 'nope', 3, 'pen', 'pencil', 'oil', 'neon', 'crayon'],
        shape: '__proto__',
        shapeFilled: 'yes',
        color: 'red; background: url(x)',
        recentColors: ['#00ff00', 'javascript:alert(1)', '#123', ...Array(20).fill('#abcdef')],
        size: 9999,
        opacity: -1,
        stabilizer: 2.4,
        pressure: { enabled: 'no', gamma: 2 },
      }),
    );
    const defaults = initialSketchpadState();
    const state = openPad().getState();
    expect(state.brush).toBe(defaults.brush);
    expect(state.recentBrushes).toEqual(['charcoal', 'pen', 'pencil', 'oil', 'neon']);
    expect(state.shape).toBe(defaults.shape);
    expect(state.shapeFilled).toBe(defaults.shapeFilled);
    expect(state.color).toBe(defaults.color);
    expect(state.recentColors).toHaveLength(8);
    expect(state.recentColors[0]).toBe('#00ff00');
    expect(state.size).toBe(defaults.size);
    expect(state.opacity).toBe(defaults.opacity);
    expect(state.stabilizer).toBe(2);
    expect(state.pressure).toEqual(defaults.pressure);
  });

  it('start from the defaults when the store is not JSON, and write it anew at the next change', () => {
    localStorage.setItem(key, '{"brush":');
    const pad = openPad();
    expect(pad.getState().brush).toBe(initialSketchpadState().brush);
    pad.setSize(30);
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ size: 30 });
  });

  it('bring the eraser back as the brush it replaced: a visit starts with Draw', () => {
    const first = openPad();
    first.setBrush('eraser');
    first.destroy();
    const state = openPad().getState();
    expect(state.tool).toBe('draw');
    expect(state.brush).toBe(initialSketchpadState().brush);
  });

  it('are not kept by a board that does not ask for it, nor for the view or the tool in hand', () => {
    const board = openPad(null);
    board.setSize(40);
    expect(localStorage.length).toBe(0);

    const studio = openPad();
    studio.setTool('fill');
    studio.setZoom(2);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('last the visit when storage refuses them', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const pad = openPad();
    pad.setColor('#e11d48');
    expect(pad.getState().color).toBe('#e11d48');
  });
});
