import { afterEach, beforeEach, vi } from 'vitest';
import type { PaintTarget } from '../../src/core/blend/canvasStack';
import type { FrameScheduler } from '../../src/core/replay/view';

/** Frames run when the test says, at the time it says. */
export function manualFrames() {
  const queue = new Map<number, (now: number) => void>();
  let id = 0;
  const frames: FrameScheduler = {
    request: (fn) => {
      queue.set(++id, fn);
      return id;
    },
    cancel: (n) => queue.delete(n),
  };
  const run = (now: number) => {
    const due = [...queue.values()];
    queue.clear();
    for (const fn of due) fn(now);
  };
  return { frames, run, pending: () => queue.size };
}

/** A page canvas that draws nothing: Node has no canvas, and these tests read the view's state. */
export const blankTarget = {
  save() {},
  restore() {},
  fillRect() {},
  drawImage() {},
  fillStyle: '',
  globalAlpha: 1,
} as unknown as PaintTarget;

/** ImageData as the painter makes it for a stroke in progress: blank pixels of a size. */
class FakeImageData {
  readonly data: Uint8ClampedArray;
  constructor(width: number, height: number) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}

/** Gives the tests of the calling file an ImageData, as browsers have. */
export function withImageData() {
  beforeEach(() => vi.stubGlobal('ImageData', FakeImageData));
  afterEach(() => vi.unstubAllGlobals());
}
