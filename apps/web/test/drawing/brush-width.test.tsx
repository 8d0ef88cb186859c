import { MAX_SIZE, MIN_SIZE, type Sketchpad } from '@glossy/canvas';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  positionToWidth,
  WIDTH_SLIDER_STEPS,
  widthFromSlider,
  widthToPosition,
} from '../../src/sketchpad/brush-width';
import { BrushWidthField } from '../../src/sketchpad/BrushWidthField';
import { withRealPad } from './real-pad';

afterEach(cleanup);

const widths = Array.from({ length: MAX_SIZE }, (_, i) => i + MIN_SIZE);
const positions = Array.from({ length: WIDTH_SLIDER_STEPS + 1 }, (_, i) => i);

describe('the brush width slider’s scale', () => {
  it('runs from 1 to 500 px, never backwards', () => {
    expect(positionToWidth(0)).toBe(1);
    expect(positionToWidth(WIDTH_SLIDER_STEPS)).toBe(500);
    for (const p of positions.slice(1)) {
      expect(positionToWidth(p)).toBeGreaterThanOrEqual(positionToWidth(p - 1));
    }
    for (const w of widths.slice(1))
      expect(widthToPosition(w)).toBeGreaterThan(widthToPosition(w - 1));
  });

  it('gives every whole width a position that reads back as that width', () => {
    for (const w of widths) expect(positionToWidth(widthToPosition(w))).toBe(w);
    for (const p of positions) {
      expect(Math.abs(widthToPosition(positionToWidth(p)) - p)).toBeLessThanOrEqual(
        // Rounding to a whole pixel moves a position by at most half a pixel's share.
        widthToPosition(positionToWidth(p) + 1) - widthToPosition(positionToWidth(p)),
      );
    }
  });

  it('spends about half its travel on 1–20 px, as precise as the old 1–50 slider', () => {
    const share = widthToPosition(20) / WIDTH_SLIDER_STEPS;
    expect(share).toBeGreaterThan(0.45);
    // The old slider gave 1–20 px 19 of its 49 steps.
    expect(share).toBeGreaterThan(19 / 49);
  });

  it('moves at least a pixel a step of the arrow keys, at either end', () => {
    for (const w of [1, 2, 5, 20, 100, 499]) {
      const at = Math.round(widthToPosition(w));
      expect(widthFromSlider(at + 1, w)).toBeGreaterThan(w);
      if (w > 1) expect(widthFromSlider(at - 1, w)).toBeLessThan(w);
    }
    expect(widthFromSlider(WIDTH_SLIDER_STEPS, 500)).toBe(500);
    expect(widthFromSlider(0, 1)).toBe(1);
  });
});

function Field({ initial = 5 }: { initial?: number }) {
  const [width, setWidth] = useState(initial);
  return <BrushWidthField width={width} onChange={setWidth} />;
}

const box = () => screen.getByRole('spinbutton', { name: 'Brush width' });
const slider = () => screen.getByRole('slider', { name: 'Brush width' });

describe('the brush width field', () => {
  it('shows the width in a box and on the slider, both named Brush width', () => {
    render(<Field initial={12} />);
    expect(box()).toHaveProperty('value', '12');
    expect(slider().getAttribute('aria-valuetext')).toBe('12 px');
    expect(slider()).toHaveProperty('value', String(Math.round(widthToPosition(12))));
  });

  it('takes an exact width typed in the box, and brings one out of range in', () => {
    render(<Field />);
    fireEvent.change(box(), { target: { value: '237' } });
    expect(slider().getAttribute('aria-valuetext')).toBe('237 px');
    fireEvent.change(box(), { target: { value: '900' } });
    // Still being typed: left as it is until the box is left.
    expect(box()).toHaveProperty('value', '900');
    expect(slider().getAttribute('aria-valuetext')).toBe('237 px');
    fireEvent.blur(box());
    expect(box()).toHaveProperty('value', '500');
    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box()).toHaveProperty('value', '500');
  });

  it('sets the width from the slider', () => {
    render(<Field />);
    fireEvent.change(slider(), { target: { value: String(WIDTH_SLIDER_STEPS) } });
    expect(box()).toHaveProperty('value', '500');
    fireEvent.change(slider(), { target: { value: String(Math.round(widthToPosition(3))) } });
    expect(box()).toHaveProperty('value', '3');
  });
});

describe('the board’s brush width', () => {
  let pad: Sketchpad;
  withRealPad((created) => {
    pad = created;
  });

  it('goes up to 500 px and no further', () => {
    pad.setSize(500);
    expect(pad.getState().size).toBe(500);
    pad.setSize(501);
    expect(pad.getState().size).toBe(500);
    pad.setSize(0);
    expect(pad.getState().size).toBe(1);
  });

  it('steps with [ and ] in proportion to the width: a pixel when small, tens when broad', () => {
    const press = (key: string) => fireEvent.keyDown(document.body, { key, bubbles: true });
    pad.setSize(2);
    press(']');
    expect(pad.getState().size).toBe(3);
    pad.setSize(400);
    press(']');
    expect(pad.getState().size).toBe(460);
    press(']');
    expect(pad.getState().size).toBe(500);
    press('[');
    expect(pad.getState().size).toBe(425);
  });
});
