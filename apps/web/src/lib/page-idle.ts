/** What the Network Information API tells (Chromium only; others leave it undefined). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor asked to save data, or the connection is 3G or slower. */
export function connectionIsSlow(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || /^(slow-2g|2g|3g)$/.test(connection?.effectiveType ?? '');
}

/**
 * Runs `run` once the main thread has a moment (input and frames go first), or after `timeoutMs`
 * at the latest. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}

/** `whenIdle`, once the page has loaded: nothing it starts competes with what the page shows first. */
export function afterLoadAndIdle(run: () => void, timeoutMs = 2_000): () => void {
  let cancel = () => {};
  const loaded = () => {
    cancel = whenIdle(run, timeoutMs);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    cancel();
  };
}
