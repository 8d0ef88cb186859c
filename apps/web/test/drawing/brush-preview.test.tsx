import { initialSketchpadState, type SketchpadState } from '@glossy/canvas';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrushPreview } from '../../src/features/drawing/brush/BrushPreview';
import { stubCanvas } from '../support/canvas';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The pictures put on the preview's canvas, each as its count of inked pixels. */
let drawn: number[] = [];

beforeEach(() => {
  drawn = [];
  const context: { putImageData: (image: ImageData) => void } = stubCanvas();
  context.putImageData = (image: ImageData) => {
    let inked = 0;
    for (let i = 3; i < image.data.length; i += 4) if ((image.data[i] ?? 0) > 0) inked++;
    drawn.push(inked);
  };
});

/** Long enough for a few animation frames to have run. */
const frames = () => new Promise((resolve) => setTimeout(resolve, 80));

const state = (patch: Partial<SketchpadState> = {}) => ({ ...initialSketchpadState(), ...patch });

describe('the brush preview', () => {
  it('draws the current brush once, and says which it is', async () => {
    render(<BrushPreview state={state({ brush: 'oil', size: 12 })} />);
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toBeGreaterThan(500);
    expect(screen.getByRole('img', { name: 'Preview of Oil bristle, width 12' })).toBeTruthy();
  });

  it('shows the eraser under the Erase tool', () => {
    render(<BrushPreview state={state({ tool: 'erase' })} />);
    expect(screen.getByRole('img', { name: /Preview of Eraser/ })).toBeTruthy();
  });

  it('redraws when a setting it shows changes, and only then', async () => {
    const { rerender } = render(<BrushPreview state={state()} />);
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    rerender(<BrushPreview state={state({ zoom: 2, recentColors: ['#000000'] })} />);
    await frames();
    expect(drawn).toHaveLength(1);
    rerender(<BrushPreview state={state({ pressure: { enabled: false, gamma: 1 } })} />);
    await vi.waitFor(() => expect(drawn).toHaveLength(2));
    // Pressure off draws at full pressure all along: a fuller stroke than the linear default.
    expect(drawn[1]).toBeGreaterThan(drawn[0] ?? 0);
  });

  it('draws once for a burst of changes within a frame (a slider dragged)', async () => {
    const { rerender } = render(<BrushPreview state={state({ size: 5 })} />);
    for (const size of [6, 7, 8, 9]) rerender(<BrushPreview state={state({ size })} />);
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    await frames();
    expect(drawn).toHaveLength(1);
  });
});
