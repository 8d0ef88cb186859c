import type { DrawingFacts } from '@glossy/canvas/facts';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { durationText, toolName } from '../../../sketchpad/replay/replay-format';
import { formatCount } from '../../../lib/format/numbers';

// Colour names come with the engine (colour-names reads hex through it), which the replay loads
// after the page has started: the page's own code stays without it.
const Swatches = lazy(() => import('./ColourSwatches'));

interface Props {
  /** What the drawing's details already say: shown from the first paint, the server's too. */
  durationMs: number;
  strokes: number;
  /** Read from the stroke log once it is loaded; null until then (or if it cannot be read). */
  facts: DrawingFacts | null;
  /** The log is still on its way: its facts are held by placeholders of their size. */
  pending: boolean;
  /** The layer jumps, under the facts. */
  children?: ReactNode;
}

/** How the drawing was made, in figures: the process behind the picture. */
export function ReplayFacts({ durationMs, strokes, facts, pending, children }: Props) {
  const id = useId();
  const later = (value: (f: DrawingFacts) => ReactNode): ReactNode =>
    facts ? value(facts) : pending ? <Skeleton className="h-5 w-24 rounded" /> : '–';
  const rows: [string, ReactNode][] = [
    ['Time drawing', durationText(facts?.drawingMs ?? durationMs)],
    ['Strokes', formatCount(facts?.strokes ?? strokes)],
    ['Undos', later((f) => formatCount(f.undos))],
    ['Tools used', later((f) => f.tools.map(toolName).join(', ') || 'None')],
    [
      'Colours used',
      later((f) =>
        f.colours.length > 0 ? (
          <Suspense fallback={<Skeleton className="h-6 w-32 rounded-full" />}>
            <Swatches colours={f.colours} />
          </Suspense>
        ) : (
          'None'
        ),
      ),
    ],
    ['Layers', later((f) => formatCount(f.layers))],
  ];
  return (
    <section aria-labelledby={id} className="card-art space-y-5 p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold">
        How it was made
      </h2>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-base-content/75">{term}</dt>
            <dd className="min-w-0 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-base-content/70 text-xs">
        Only the time spent making marks is counted; pauses between strokes are left out.
      </p>
      {children}
    </section>
  );
}
