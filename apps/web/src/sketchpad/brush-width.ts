import { MAX_SIZE, MIN_SIZE } from '@glossy/canvas';

/** The width slider's positions: fine enough that a drag near 500 px moves a few pixels at a time. */
export const WIDTH_SLIDER_STEPS = 1000;

const span = Math.log(MAX_SIZE / MIN_SIZE);
const clampSize = (size: number) => Math.max(MIN_SIZE, Math.min(MAX_SIZE, size));

/**
 * Where a brush width sits on the slider. The scale is logarithmic, so each step is the same
 * share of the width, as the eye sees it: 1–20 px take about half the travel and 1–50 (the
 * whole of the old linear slider) about two thirds, so small brushes stay as precise as before.
 */
export function widthToPosition(size: number): number {
  return (Math.log(clampSize(size) / MIN_SIZE) / span) * WIDTH_SLIDER_STEPS;
}

/** The whole-pixel width at a slider position. */
export function positionToWidth(position: number): number {
  const t = Math.max(0, Math.min(WIDTH_SLIDER_STEPS, position)) / WIDTH_SLIDER_STEPS;
  return clampSize(Math.round(MIN_SIZE * Math.exp(t * span)));
}

/**
 * The width the slider asks for when moved to `position` from `current`. At small widths a
 * position is a fraction of a pixel: a step of the arrow keys that would round back to the same
 * width moves one pixel instead, so the keys never stall.
 */
export function widthFromSlider(position: number, current: number): number {
  const width = positionToWidth(position);
  if (width !== current) return width;
  return clampSize(current + Math.sign(position - widthToPosition(current)));
}
