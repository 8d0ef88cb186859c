import { notificationStreamEvent, type NotificationStreamEvent } from '@glossy/contract';

/** An open notification stream: the events it has sent so far, and a way to wait for more. */
export interface OpenStream {
  events: NotificationStreamEvent[];
  /** Resolves with the first event after `after` that passes `test`; rejects after `timeoutMs`. */
  next(
    test: (event: NotificationStreamEvent) => boolean,
    timeoutMs?: number,
  ): Promise<NotificationStreamEvent>;
  close(): void;
}

/** Reads a server-sent event stream's `data:` lines as the contract's events. */
export function readStream(res: Response, abort: AbortController): OpenStream {
  const events: NotificationStreamEvent[] = [];
  const waiting = new Set<() => void>();
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (data) events.push(notificationStreamEvent.parse(JSON.parse(data)));
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    events,
    next(test, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(test);
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no such event within ${timeoutMs} ms: ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
