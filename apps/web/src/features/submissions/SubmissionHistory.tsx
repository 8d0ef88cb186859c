import type { SubmissionEvent } from '@glossy/contract';
import { useId } from 'react';
import { historyActionLabel } from './review-format';
import { When } from '../../components/ui/When';

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
        <ol>
          {newest.map((event, i) => {
            const last = i === newest.length - 1;
            return (
              <li key={`${event.at}-${i}`} className="grid grid-cols-[auto_1fr] gap-x-3">
                {/* The timeline: the event's dot, and a line down to the next event. */}
                <span aria-hidden="true" className="flex flex-col items-center">
                  <span
                    className={`mt-2 size-2.5 shrink-0 rounded-full ${dot[event.action] ?? 'bg-primary'}`}
                  />
                  {!last && <span className="border-base-300 mt-2 flex-1 border-l" />}
                </span>
                <div className={`min-w-0 ${last ? '' : 'pb-4'}`}>
                  <p className="font-medium">{historyActionLabel[event.action]}</p>
                  <p className="text-base-content/70 text-xs">
                    {event.by} · <When iso={event.at} />
                  </p>
                  {event.note && (
                    <p className="bg-base-200 rounded-field mt-2 px-3 py-2 text-sm break-words whitespace-pre-line">
                      {event.note}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
