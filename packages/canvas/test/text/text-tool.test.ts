// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Sketchpad } from '../../src/dom/sketchpad';
import { ToolRouter } from '../../src/editor/toolRouter';
import { parseLog } from '../../src/core/log/parse';
import { replay } from '../../src/core/log/replay';
import { MAX_IMAGE_SIDE } from '../../src/core/select/image';
import { surfaceOf, withJsdomPad } from '../select/setup';

let pad: Sketchpad;
withJsdomPad((created) => {
  pad = created;
});

const at = (x: number, y: number) => ({ x, y, pressure: 0.5, tiltX: 0, tiltY: 0, time: 0 });
const press = new MouseEvent('pointerdown') as PointerEvent;

/** Rasterized text as the page hands it over: a 6 × 3 picture, coloured by position, half clear. */
function textPicture() {
  const pixels = new Uint8ClampedArray(6 * 3 * 4);
  for (let i = 0; i < 18; i++) pixels.set([i * 13, 200 - i * 9, 40, i % 2 ? 255 : 0], i * 4);
  return { pixels, width: 6, height: 3 };
}

describe('the text tool', () => {
  it('asks the page for a text box where it was pressed, and draws nothing itself', () => {
    const router = new ToolRouter(pad);
    const asked = vi.fn();
    const stop = pad.onTextRequest(asked);
    pad.setTool('text');
    router.down(at(20.5, 12.25), 'simulate', press);
    router.move([at(30, 20)], false);
    router.up();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledWith({ x: 20.5, y: 12.25 });
    expect(pad.engine.history.applied()).toEqual([]);
    stop();
    router.down(at(1, 1), 'simulate', press);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('places committed text as pixels in the log: a replay draws it the same without the font', () => {
    pad.setTool('text');
    expect(pad.selection.placePicture(textPicture(), { centre: { x: 20, y: 10.5 } })).toBe(true);
    // Floating, to be moved and scaled like an imported picture, with the select tool out.
    expect(pad.getState()).toMatchObject({ tool: 'select', selection: { kind: 'picture' } });
    expect(pad.engine.history.applied()).toEqual([]);
    pad.selection.commit();
    const [op] = pad.engine.history.applied();
    expect(op).toMatchObject({ t: 'paste', layer: 'layer-1', matrix: [1, 0, 0, 1, 17, 9] });
    const log = parseLog(JSON.stringify(pad.engine.log()));
    const again = replay(log);
    expect([...surfaceOf(again).data]).toEqual([...surfaceOf(pad.engine).data]);
    expect(surfaceOf(pad.engine).data.some((v) => v > 0)).toBe(true);
  });

  it('refuses, with words, a picture the log could not carry', () => {
    const notices: string[] = [];
    pad.selection.onNotice((m) => notices.push(m));
    const wide = { pixels: new Uint8ClampedArray(4), width: MAX_IMAGE_SIDE + 1, height: 1 };
    expect(pad.selection.placePicture(wide)).toBe(false);
    expect(notices).toEqual([
      `That is too large to place: at most ${MAX_IMAGE_SIDE} pixels across.`,
    ]);
    expect(pad.getState().selection).toBeNull();
  });
});
