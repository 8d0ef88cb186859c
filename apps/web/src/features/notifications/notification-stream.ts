import type { NotificationStreamEvent } from '@glossy/contract';
import { notificationStreamTiming } from '@glossy/contract/constants';
import { renewToken, savedToken } from '../../lib/api';

type Listener = (event: NotificationStreamEvent) => void;

const listeners = new Set<Listener>();
let connection: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

/** 1 s, 2 s, 4 s … up to 30 s, each with up to a third more at random so tabs do not return together. */
export const backoffMs = (attempt: number, random = Math.random()) => {
  const base = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (1 + random / 3));
};

/** The `data:` payloads of a server-sent event stream's text, and what is left for later. */
export function parseEvents(buffer: string): { events: NotificationStreamEvent[]; rest: string } {
  const events: NotificationStreamEvent[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (data) events.push(JSON.parse(data) as NotificationStreamEvent);
  }
  return { events, rest };
}

/**
 * The stream opens a moment after the page has loaded: the first screen's requests and hydration
 * come first (a slow phone feels every connection), and the bell's count arrives with the page.
 */
const openAfterLoadMs = 1_500;

function openOnceLoaded() {
  const loaded = document.readyState === 'complete';
  retryTimer = setTimeout(
    () => {
      retryTimer = null;
      if (loaded) void connect();
      else openOnceLoaded();
    },
    loaded ? openAfterLoadMs : 250,
  );
}

function scheduleRetry() {
  if (listeners.size === 0 || retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, backoffMs(failures));
  failures += 1;
}

/**
 * One stream for the whole tab, over fetch so the bearer token goes in a header (EventSource
 * cannot send one). Silence longer than two heartbeats counts as a dead connection.
 */
async function connect() {
  const token = savedToken();
  if (!token || listeners.size === 0) return;
  const abort = new AbortController();
  connection = abort;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const feed = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => abort.abort(), notificationStreamTiming.silentMs);
  };
  try {
    feed();
    const response = await fetch('/api/notifications/stream', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: abort.signal,
      cache: 'no-store',
    });
    if (response.status === 401 && (await renewToken())) {
      clearTimeout(watchdog);
      if (connection === abort) void connect();
      return;
    }
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      feed();
      const parsed = parseEvents(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        failures = 0;
        for (const listener of listeners) listener(event);
      }
    }
  } catch {
    // A dropped or refused connection: tried again below, later each time.
  } finally {
    clearTimeout(watchdog);
  }
  if (connection === abort) {
    connection = null;
    scheduleRetry();
  }
}

/** Hears the tab's notification events; the stream opens with the first listener, closes with the last. */
export function listenToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  if (!connection && !retryTimer) openOnceLoaded();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    connection?.abort();
    connection = null;
    failures = 0;
  };
}
