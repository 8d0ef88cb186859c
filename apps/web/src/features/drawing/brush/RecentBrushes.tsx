import { brushCatalog } from '@glossy/canvas';
import type { PadProps } from '../../../sketchpad/Toolbar';

const nameOf = new Map<string, string>(brushCatalog.map((b) => [b.id, b.name]));

/**
 * The last brushes strokes were drawn with (not merely picked), one press away; nothing until
 * the first stroke. A row of its own under the brush picker, wrapping on a phone.
 */
export function RecentBrushes({ pad, state }: PadProps) {
  if (state.recentBrushes.length === 0) return null;
  return (
    <div className="flex basis-full flex-wrap items-center gap-1.5">
      <span aria-hidden="true" className="text-base-content/70 text-xs">
        Recent
      </span>
      <div role="group" aria-label="Recent brushes" className="flex flex-wrap gap-1.5">
        {state.recentBrushes.map((brush) => {
          const current = state.brush === brush;
          return (
            <button
              key={brush}
              type="button"
              className={`btn btn-xs ${current ? 'btn-primary' : 'bg-base-100 border-base-300'}`}
              aria-pressed={current}
              disabled={pad === null}
              onClick={() => pad?.setBrush(brush)}
            >
              {nameOf.get(brush) ?? brush}
            </button>
          );
        })}
      </div>
    </div>
  );
}
