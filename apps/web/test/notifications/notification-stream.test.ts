import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeText, bellLabel } from '../../src/features/notifications/bell-label';
import { tokenKey } from '../../src/lib/api';
import {
  backoffMs,
  listenToNotifications,
  parseEvents,
} from '../../src/features/notifications/notification-stream';

describe('the notification stream’s reading', () => {
  it('takes whole events, skips heartbeats and keeps a half-arrived event for later', () => {
    const text =
      'retry: 3000\n\n: ping\n\ndata: {"type":"ready","unread":2}\n\n' +
      'data: {"type":"read","unread":1}\r\n\r\ndata: {"type":"no';
    const { events, rest } = parseEvents(text);
    expect(events).toEqual([
      { type: 'ready', unread: 2 },
      { type: 'read', unread: 1 },
    ]);
    expect(rest).toBe('data: {"type":"no');
    expect(parseEvents(`${rest}tification"}\n\n`).events).toEqual([{ type: 'notification' }]);
  });

  it('backs off from one second to thirty, with at most a third more at random', () => {
    expect(backoffMs(0, 0)).toBe(1_000);
    expect(backoffMs(1, 0)).toBe(2_000);
    expect(backoffMs(3, 0)).toBe(8_000);
    expect(backoffMs(12, 0)).toBe(30_000);
    expect(backoffMs(12, 1)).toBe(40_000);
  });
});

describe('the notification stream’s connection', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens a moment after the page has loaded, and never once the last listener has gone', async () => {
    vi.useFakeTimers();
    localStorage.setItem(tokenKey, 'a-token');
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const stop = listenToNotifications(() => undefined);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      '/api/notifications/stream',
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: 'Bearer a-token' }),
      }),
    ]);
    stop();

    const again = listenToNotifications(() => undefined);
    again();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the bell’s words', () => {
  it('says the count in its name, and keeps the badge short', () => {
    expect(bellLabel(0)).toBe('Notifications, none unread');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
