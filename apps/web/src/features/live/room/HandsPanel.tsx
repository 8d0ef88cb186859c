import type { LivePerson } from '@glossy/contract';
import { useId } from 'react';

/**
 * The host's view of who asks to draw: raised hands, oldest first, each with Hand the pen and
 * Lower hand; and while a guest draws, who it is and Take the pen back.
 */
export function HandsPanel({
  hands,
  pen,
  live,
  onPen,
  onLower,
}: {
  hands: readonly LivePerson[];
  pen: LivePerson | null;
  /** The pen can be handed only while the session runs. */
  live: boolean;
  onPen(userId: string | null): void;
  onLower(userId: string): void;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="border-base-300 bg-base-100 rounded-box flex flex-col gap-2 border p-3"
    >
      <h2 id={titleId} className="text-base font-semibold">
        Raised hands
      </h2>
      {pen && (
        <div className="bg-secondary/10 rounded-field flex flex-wrap items-center justify-between gap-2 p-2">
          <p className="text-sm">
            <span className="font-semibold">{pen.name}</span> has the pen.
          </p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onPen(null)}>
            Take the pen back
          </button>
        </div>
      )}
      {hands.length === 0 ? (
        <p className="text-base-content/75 text-sm">No hands raised.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {hands.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 text-sm font-medium break-all">{person.name}</span>
              <span className="flex gap-1">
                <button
                  type="button"
                  className="btn btn-primary btn-xs min-h-8"
                  disabled={!live}
                  aria-label={`Hand the pen to ${person.name}`}
                  onClick={() => onPen(person.id)}
                >
                  Hand the pen
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs min-h-8"
                  aria-label={`Lower the hand of ${person.name}`}
                  onClick={() => onLower(person.id)}
                >
                  Lower hand
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
