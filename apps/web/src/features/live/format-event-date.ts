import type { DateZone } from '../../lib/useDateZone';

/** 'Tue, 1 Dec 2026 · 08:00' in the reader's locale and time zone (or the ones given). */
export function formatEventDate(iso: string, { locale, timeZone }: DateZone = {}): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
  return `${day} · ${time}${timeZone === 'UTC' ? ' UTC' : ''}`;
}
