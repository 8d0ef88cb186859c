import { fullDate, timeAgo } from '../../lib/format/dates';

/** A moment as "3 days ago", with the full date on hover and in the markup for machines. */
export function When({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={fullDate(iso)} className={className}>
      {timeAgo(iso)}
    </time>
  );
}
