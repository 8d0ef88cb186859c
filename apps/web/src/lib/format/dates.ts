import type { DateZone } from '../useDateZone';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '2 hours ago', 'yesterday', 'just now': the largest whole unit since the moment. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(Math.sign(seconds), 'minute');
}

/** 'November 26, 2026 at 9:41 AM', in the reader's time zone unless another is given. */
export function fullDate(iso: string, { timeZone }: DateZone = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const written = new Intl.DateTimeFormat('en', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  });
  return `${written.format(date)}${timeZone === 'UTC' ? ' UTC' : ''}`;
}

const dayAndMonth = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });

/** 'Nov 26': a day on a chart's axis or in its table, in the reader's time zone. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayAndMonth.format(date);
}
