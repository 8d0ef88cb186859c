import { useHydrated } from './useHydrated';

/** Where a date is read: the reader's own locale and clock, or a fixed one the server can write. */
export interface DateZone {
  locale?: string;
  timeZone?: string;
}

/** What the server writes, and the browser shows until it has taken the page over. */
export const universalZone: DateZone = { locale: 'en-GB', timeZone: 'UTC' };

/**
 * The reader's own locale and time once the app runs; until then (and without scripts) UTC, as
 * the server wrote it, so that hydration finds the same text.
 */
export const useDateZone = (): DateZone => (useHydrated() ? {} : universalZone);
