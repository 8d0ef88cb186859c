const monthNames = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const monthDate = (key: string) => new Date(`${key}-01T00:00:00Z`);

/** 'Jan', or 'Jan 26' for January, where a year begins on an axis. */
export function shortMonth(key: string) {
  const date = monthDate(key);
  const name = monthNames.format(date);
  return date.getUTCMonth() === 0 ? `${name} ${String(date.getUTCFullYear()).slice(2)}` : name;
}

/** 'January 2026', for tables and screen readers. */
export const longMonth = (key: string) => monthYear.format(monthDate(key));

export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A wait in words: minutes under an hour, hours under two days, then days. */
export function formatWait(hours: number) {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} days`;
}
