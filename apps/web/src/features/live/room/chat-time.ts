import type { DateZone } from '../../../lib/useDateZone';

/** '6:42 PM' in the reader's clock: when a chat message was said. */
export function chatTime(iso: string, { locale, timeZone }: DateZone = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    date,
  );
}
