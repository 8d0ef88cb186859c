import type { Logger } from 'pino';

/**
 * Runs `work` now and then every `everyMs` while the server runs; returns the stop. A failed run is
 * logged as `failure` and the next one tries again. The timer never keeps the process alive.
 */
export function runEvery(
  everyMs: number,
  work: () => Promise<unknown>,
  logger: Logger,
  failure: string,
): () => void {
  const tick = () => void work().catch((err: unknown) => logger.warn({ err }, failure));
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
