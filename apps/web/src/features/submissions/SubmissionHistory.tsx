import type { SubmissionEvent } from '@glossy/contract';
import { useId } from 'react';
import { historyActionLabel } from './review-format';
import { When } from './When';

const dot: Partial<Record<SubmissionEvent['action'], string>> = {
  approved: 'bg-success',
  denied: 'bg-error',
  feedback: 'bg-secondary',
};

/**
 * A submission's life, newest first: who did what, when, and what they said. The admin's review and
 * the instructor's studio show the same card.
 */
export function SubmissionHistory({ history }: { history: readonly SubmissionEvent[] }) {
  const headingId = useId();
  const newest = [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <section aria-labelledby={headingId} className="card-art space-y-4 p-5 hover:shadow-sm">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        History
      </h2>
      {newest.length === 0 ? (
        <p className="text-base-content/75 text-sm">Nothing has happened yet.</p>
      ) : (
        <ol className="border-base-300 ms-1.5 space-y-4 border-s ps-5">
          {newest.map((event, i) => (
            <li key={`${event.at}-${i}`} className="relative">
              <span
                aria-hidden="true"
                className={`ring-base-100 absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4 ${dot[event.action] ?? 'bg-primary'}`}
              />
              <p className="font-medium">{historyActionLabel[event.action]}</p>
              <p className="text-base-content/70 text-xs">
                {event.by} · <When iso={event.at} />
              </p>
              {event.note && (
                <p className="bg-base-200 rounded-field mt-2 px-3 py-2 text-sm break-words whitespace-pre-line">
                  {event.note}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
