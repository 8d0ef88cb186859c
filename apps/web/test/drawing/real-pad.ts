import { Sketchpad } from '@glossy/canvas';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** What the sketchpad's panels said through toasts, newest last; emptied before each test. */
export const toastMessages: string[] = [];

/** Stands in for lib/toast: `vi.mock('…/lib/toast', async () => (await import('./real-pad')).toastModule)`. */
export const toastModule = {
  toast: {
    warning: (message: string) => toastMessages.push(message),
    info: (message: string) => toastMessages.push(message),
    error: (message: string) => toastMessages.push(message),
    success: () => undefined,
  },
};

/**
 * A real Sketchpad (40×20 unless `size` says, no autosave) for each test, handed to `use`,
 * destroyed after it. jsdom has no 2D canvas: the board's pixels are not what these tests
 * look at.
 */
export function withRealPad(
  use: (pad: Sketchpad) => void,
  size: { width: number; height: number } = { width: 40, height: 20 },
) {
  let pad: Sketchpad | null = null;
  beforeEach(() => {
    toastMessages.length = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    pad = new Sketchpad(document.body.appendChild(document.createElement('div')), {
      ...size,
      autosave: null,
    });
    use(pad);
  });
  afterEach(() => {
    cleanup();
    pad?.destroy();
    vi.restoreAllMocks();
  });
}
