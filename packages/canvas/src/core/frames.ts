/** Animation frames, passed in: core runs in Node too, where a test drives them by hand. */
export interface FrameScheduler {
  request(fn: (now: number) => void): number;
  cancel(id: number): void;
}
