// In-page timing for the canvas benchmarks: per pointer event (handler work, and how long the
// event waited for the main thread), and per animation frame (the replay's work).

export interface Stats {
  count: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
}

export function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    median: at(0.5),
    p95: at(0.95),
    max: sorted.at(-1) ?? 0,
    mean: sorted.length ? sum / sorted.length : 0,
  };
}

/**
 * Times every pointermove from the first listener (window, capture) to the last (window, bubble):
 * the board's own handler runs in between. `wait` is how long the event sat in the queue before
 * that, which is where a busy replay would show. A board that samples pointerrawupdate while
 * drawing does its work there: where any came, those are the events timed.
 */
export function instrumentPointer() {
  const timed = (type: 'pointermove' | 'pointerrawupdate') => {
    const handler: number[] = [];
    const wait: number[] = [];
    let start = 0;
    const first = (e: Event) => {
      start = performance.now();
      wait.push(Math.max(0, start - e.timeStamp));
    };
    window.addEventListener(type, first, { capture: true });
    window.addEventListener(type, () => handler.push(performance.now() - start));
    return { handler, wait };
  };
  const move = timed('pointermove');
  const raw = timed('pointerrawupdate');
  return {
    reset() {
      for (const list of [move.handler, move.wait, raw.handler, raw.wait]) list.length = 0;
    },
    summary: () => {
      const { handler, wait } = raw.handler.length > 0 ? raw : move;
      return { handler: stats(handler), wait: stats(wait) };
    },
  };
}

/** Times every animation-frame callback (on the paint-along page, only the replay uses them). */
export function instrumentFrames() {
  const work: number[] = [];
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    request((now) => {
      const t0 = performance.now();
      callback(now);
      work.push(performance.now() - t0);
    });
  return {
    reset() {
      work.length = 0;
    },
    summary: () => stats(work),
  };
}
