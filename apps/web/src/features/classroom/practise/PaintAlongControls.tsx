import type { ReplayView, ReplayViewState } from '@glossy/canvas';
import { useId } from 'react';
import { speedOptions, strokeText } from './paint-along';

interface Props {
  /** Null while the demo opens: every control is shown, disabled. */
  view: ReplayView | null;
  state: ReplayViewState;
  total: number;
}

/** Play/Pause, Next stroke, speed and the scrubber (arrow keys step it a stroke at a time). */
export function PaintAlongControls({ view, state, total }: Props) {
  const id = useId();
  const { step, playing, speed } = state;
  const disabled = !view || total === 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-sm btn-primary min-w-24"
          disabled={disabled}
          onClick={() => (playing ? view?.pause() : view?.play())}
        >
          {playing ? 'Pause' : step >= total ? 'Replay' : 'Play'}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={disabled || step >= total}
          onClick={() => view?.next()}
        >
          Next stroke
        </button>
        <label htmlFor={`${id}-speed`} className="ml-auto flex items-center gap-2 text-sm">
          Speed
          <select
            id={`${id}-speed`}
            className="select select-sm bg-base-100 w-20"
            value={speed}
            disabled={!view}
            onChange={(event) => view?.setSpeed(Number(event.target.value))}
          >
            {speedOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={`${id}-stroke`} className="sr-only">
          Stroke of the demo
        </label>
        <input
          id={`${id}-stroke`}
          type="range"
          className="range range-xs range-primary flex-1"
          min={0}
          max={total}
          step={1}
          value={step}
          disabled={disabled}
          aria-valuetext={strokeText(step, total)}
          onChange={(event) => view?.show(Number(event.target.value))}
        />
        <span
          className="text-base-content/75 min-w-16 text-right text-sm tabular-nums"
          aria-hidden="true"
        >
          {step} / {total}
        </span>
      </div>
    </div>
  );
}
