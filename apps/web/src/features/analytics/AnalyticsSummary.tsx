import type { CourseAnalytics } from '@glossy/contract';
import { formatCount, formatDollars } from '../../lib/format/numbers';
import { formatWait, percent } from './analytics-format';

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="card-art p-4">
      <dt className="text-base-content/75 text-sm">{label}</dt>
      <dd className="font-display mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-base-content/75 mt-1 text-xs">{note}</dd>}
    </div>
  );
}

/** The four figures an instructor looks for first, and where the class thins out. */
export function AnalyticsSummary({ data }: { data: CourseAnalytics }) {
  const { course, handIns, reviews, dropOff, revenueTotal, months } = data;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Students" value={formatCount(course.students)} />
        <Stat
          label="Revenue"
          value={formatDollars(revenueTotal)}
          note={`Last ${months} months, after discounts and refunds`}
        />
        <Stat
          label="Average rating"
          value={reviews.average === null ? '—' : `${reviews.average} ★`}
          note={`${formatCount(reviews.total)} ${reviews.total === 1 ? 'review' : 'reviews'}`}
        />
        <Stat
          label="Hand-ins waiting"
          value={formatCount(handIns.waiting)}
          note={
            handIns.oldestHours === null || handIns.medianHours === null
              ? 'Every hand-in has its critique'
              : `Median wait ${formatWait(handIns.medianHours)}, oldest ${formatWait(handIns.oldestHours)}`
          }
        />
      </dl>
      <p
        className="border-primary bg-base-200 rounded-box mt-6 border-l-4 px-4 py-3"
        data-testid="drop-off"
      >
        {dropOff ? (
          <>
            <span className="font-semibold">Biggest drop-off: {dropOff.title}.</span>{' '}
            {formatCount(dropOff.stopped)} of the students who reached it stopped there (
            {percent(dropOff.share)}).
          </>
        ) : (
          'No drop-off yet: nobody has stopped partway through the course.'
        )}
      </p>
    </>
  );
}
