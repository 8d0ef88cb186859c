/** 'Tue, 1 Dec 2026 · 08:00' in the reader's locale (or the one given). */
export function formatEventDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  return `${day} · ${time}`;
}
