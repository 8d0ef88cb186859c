import type { DemoLog } from '@glossy/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Icon } from '../../components/ui/icons';
import { formatCount } from '../../lib/format/numbers';

// The sketchpad engine and its controls load only when a demo is drawn.
const StudioDemoDialog = lazy(() => import('./StudioDemoDialog'));

/** An exercise's optional demo: what it holds, and the sketchpad that draws or redraws it. */
export function StudioDemoField({
  demo,
  referenceUrl,
  error,
  onChange,
}: {
  demo: DemoLog | null;
  referenceUrl: string;
  error: string | undefined;
  onChange: (demo: DemoLog | null) => void;
}) {
  const id = useId();
  const [drawing, setDrawing] = useState(false);
  return (
    <>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold" id={`${id}-demo`}>
          Demo (optional)
        </p>
        <div
          className={`rounded-box flex flex-wrap items-center justify-between gap-3 border border-dashed p-3 ${error ? 'border-error' : 'border-base-300'}`}
        >
          <p className="text-base-content/80 text-sm" aria-describedby={`${id}-demo`}>
            {demo
              ? `A demo of ${formatCount(demo.ops.length)} steps, replayed to students.`
              : 'Draw the exercise yourself on our sketchpad; students watch it replay.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              name="demo"
              className="btn btn-sm btn-outline"
              onClick={() => setDrawing(true)}
            >
              <Icon name="draw" className="size-4" />
              {demo ? 'Edit the demo' : 'Draw a demo'}
            </button>
            {demo && (
              <button type="button" className="btn btn-sm btn-ghost" onClick={() => onChange(null)}>
                Remove
              </button>
            )}
          </div>
        </div>
        {error && (
          <p className="text-error text-sm font-medium" role="alert">
            {error}
          </p>
        )}
      </div>
      {drawing && (
        <Suspense
          fallback={
            <p role="status" className="text-base-content/75 flex items-center gap-2 text-sm">
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              Opening the sketchpad…
            </p>
          }
        >
          <StudioDemoDialog
            demo={demo}
            referenceUrl={referenceUrl}
            onClose={() => setDrawing(false)}
            onSave={(saved) => {
              onChange(saved);
              setDrawing(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
