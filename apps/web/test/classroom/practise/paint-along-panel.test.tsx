import { stubCanvas } from '../../support/canvas';
import type { Sketchpad, StrokeLog } from '@glossy/canvas';
import type { DemoLog } from '@glossy/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaintAlongPanel } from '../../../src/features/classroom/practise/PaintAlongPanel';

/** A short wavy stroke with real timing: a sample every 8 ms. */
const points = (y: number) =>
  Array.from({ length: 12 }, (_, i) => [20 + i * 15, y + Math.sin(i) * 6, 0.6, 0, 0, i * 8]).flat();

const stroke = (brush: 'pen' | 'marker' | 'pencil', color: string, size: number, y: number) => ({
  t: 'stroke' as const,
  layer: 'layer-1',
  brush,
  color,
  size,
  opacity: 1,
  stabilizer: 0,
  pressure: 'device' as const,
  seed: y,
  points: points(y),
});

const log: StrokeLog = {
  format: 'glossy-drawer/stroke-log',
  version: 1,
  width: 300,
  height: 150,
  scale: 1,
  background: '#ffffff',
  ops: [
    stroke('pen', '#1d4ed8', 4, 30),
    stroke('marker', '#b91c1c', 12, 70),
    stroke('pencil', '#15803d', 2, 110),
  ],
};
const demo = log as unknown as DemoLog;

/** jsdom has no 2D canvas: a context that takes the calls and draws nothing. */

function fakePad() {
  return {
    setBrush: vi.fn(),
    setShape: vi.fn(),
    setTool: vi.fn(),
    setColor: vi.fn(),
    setSize: vi.fn(),
    set: vi.fn(),
  };
}

async function renderPanel() {
  const pad = fakePad();
  render(<PaintAlongPanel demo={demo} pad={pad as unknown as Sketchpad} boardWidth={600} />);
  // The demo opens on its finished drawing.
  await screen.findByRole('heading', { name: 'Stroke 3 of 3' }, { timeout: 5000 });
  return { pad, slider: screen.getByRole('slider', { name: 'Stroke of the demo' }) };
}

/**
 * Moves the slider to `step` and waits for the panel to show it: the panel hears the replay
 * through a subscription React makes after a render, which a busy machine may not have made yet.
 */
async function showStroke(slider: HTMLElement, step: number) {
  fireEvent.change(slider, { target: { value: String(step) } });
  await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe(`Stroke ${step} of 3`));
}

beforeEach(stubCanvas);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('paint-along panel', () => {
  it('opens on the finished demo with the last stroke described', async () => {
    const { slider } = await renderPanel();
    expect(slider.getAttribute('aria-valuetext')).toBe('Stroke 3 of 3');
    expect(screen.getByRole('heading', { name: 'Stroke 3 of 3' })).toBeTruthy();
    expect(screen.getByText('Pencil')).toBeTruthy();
    expect(screen.getByText('#15803D')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next stroke' })).toHaveProperty('disabled', true);
  });

  it('scrubs to a stroke and steps to the next one', async () => {
    const { slider } = await renderPanel();
    await showStroke(slider, 1);
    expect(screen.getByText('Pen')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next stroke' }));
    expect(slider.getAttribute('aria-valuetext')).toBe('Stroke 2 of 3');
    const readout = screen.getByRole('heading', { name: 'Stroke 2 of 3' }).parentElement;
    if (!readout) throw new Error('no readout');
    expect(within(readout).getByText('Marker')).toBeTruthy();
    expect(within(readout).getByText('#B91C1C')).toBeTruthy();
    expect(within(readout).getByText('12 px')).toBeTruthy();
    await showStroke(slider, 0);
    expect(screen.getByText(/The page is blank/)).toBeTruthy();
  });

  it('takes the stroke’s brush, colour and width into the student’s tools', async () => {
    const { pad, slider } = await renderPanel();
    await showStroke(slider, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Use this brush' }));
    expect(pad.setBrush).toHaveBeenCalledWith('marker');
    expect(pad.setColor).toHaveBeenCalledWith('#b91c1c');
    // The student's board is twice the demo's width.
    expect(pad.setSize).toHaveBeenCalledWith(24);
  });

  it('plays and pauses, at the chosen speed', async () => {
    await renderPanel();
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    expect([...speed.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '0.5×',
      '1×',
      '2×',
      '4×',
      '8×',
      '16×',
    ]);
    // Slow enough that the demo is still playing when Pause is pressed.
    await userEvent.selectOptions(speed, '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
    const slider = screen.getByRole('slider', { name: 'Stroke of the demo' });
    expect(slider.getAttribute('aria-valuetext')).not.toBe('Stroke 3 of 3');
    await userEvent.selectOptions(speed, '16');
    expect((speed as HTMLSelectElement).value).toBe('16');
  });
});
