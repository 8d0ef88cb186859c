import type { CourseChecklist as Checklist } from '@glossy/contract';

function Mark({ done }: { done: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${done ? 'bg-success text-success-content' : 'border-base-content/40 border-2'}`}
    >
      {done && (
        <svg
          viewBox="0 0 16 16"
          className="size-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </span>
  );
}

/**
 * What a course needs before review, as the server judges it (one rule for the studio, the review
 * and Submit for review): each item ticked or with what is still missing under it.
 */
export function CourseChecklist({
  checklist,
  headingId,
}: {
  checklist: Checklist;
  headingId: string;
}) {
  const done = checklist.items.filter((item) => item.done).length;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Ready for review?
        </h3>
        <p className="text-base-content/70 text-xs">
          {done} of {checklist.items.length} done
        </p>
      </div>
      <ul className="space-y-2.5">
        {checklist.items.map((item) => (
          <li key={item.key} className="flex gap-2.5 text-sm">
            <Mark done={item.done} />
            <div className="min-w-0">
              <p className={item.done ? '' : 'font-medium'}>
                {item.label}
                <span className="sr-only">{item.done ? ': done' : ': missing'}</span>
              </p>
              {item.missing.length > 0 && (
                <ul className="text-base-content/75 mt-0.5 space-y-0.5 text-xs break-words">
                  {item.missing.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
