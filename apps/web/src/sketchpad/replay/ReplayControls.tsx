import type { ReplayViewState } from '@glossy/canvas';
import { useId } from 'react';
import type { ReplayDriver } from './replay-driver';
import { replaySpeeds, speedLabel, stepText } from './replay-format';
import { ReplayScrubber } from './ReplayScrubber';

interface Props {
  /** Null until the replay is ready: every control is shown, disabled, in its place. */
  driver: ReplayDriver | null;
  state: ReplayViewState;
}

const icon = 'size-5 shrink-0';
const PlayIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={icon} fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </svg>
);
const PauseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className={icon} fill="currentColor">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);
const StepIcon = ({ back }: { back?: boolean }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className={`${icon} ${back ? '-scale-x-100' : ''}`}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M6 6l8 6-8 6z" fill="currentColor" />
    <path d="M18 6v12" />
  </svg>
);

/**
 * Play/Pause (Space), a stroke back and forward (← →), the speed and the scrubber. Targets are
 * thumb-sized (44 px) and the row wraps on a phone.
 */
export function ReplayControls({ driver, state }: Props) {
  const id = useId();
  const { step, playing, speed } = state;
  const steps = driver?.steps ?? 0;
  const disabled = !driver || steps === 0;
  const playText = playing ? 'Pause' : driver && step >= steps ? 'Replay' : 'Play';
  return (
    <div className="space-y-3">
      <ReplayScrubber driver={driver} playing={playing} step={step} />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-primary min-h-11 min-w-32"
          disabled={disabled}
          aria-keyshortcuts="Space"
          onClick={() => driver?.toggle()}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
          {playText}
        </button>
        <button
          type="button"
          className="btn btn-square min-h-11 min-w-11"
          aria-label="Step back"
          title="Step back (←)"
          aria-keyshortcuts="ArrowLeft"
          disabled={disabled || (step === 0 && !state.drawing)}
          onClick={() => driver?.back()}
        >
          <StepIcon back />
        </button>
        <button
          type="button"
          className="btn btn-square min-h-11 min-w-11"
          aria-label="Step forward"
          title="Step forward (→)"
          aria-keyshortcuts="ArrowRight"
          disabled={disabled || step >= steps}
          onClick={() => driver?.forward()}
        >
          <StepIcon />
        </button>
        <p className="text-base-content/80 text-sm tabular-nums">
          {driver ? stepText(step, steps) : ''}
        </p>
        <label htmlFor={`${id}-speed`} className="ml-auto flex items-center gap-2 text-sm">
          Speed
          <select
            id={`${id}-speed`}
            className="select bg-base-100 min-h-11 w-24"
            value={speed}
            disabled={!driver}
            onChange={(event) => driver?.setSpeed(Number(event.target.value))}
          >
            {replaySpeeds.map((option) => (
              <option key={option} value={option}>
                {speedLabel(option)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
