import { useId } from 'react';
import type { ReplayDriver } from './replay-driver';
import { clockText, positionText } from './replay-format';
import { useReplayTime } from './useReplayDriver';

interface Props {
  /** Null until the replay is ready: the scrubber is shown at the end, disabled. */
  driver: ReplayDriver | null;
  playing: boolean;
  step: number;
}

/**
 * The replay's time as a range: dragging it (or Home and End) seeks at once, each input only
 * noting where to go (the view draws it in its next frame); ← and → step a stroke (see
 * useReplayKeys). Only this part renders every frame while the replay plays.
 */
export function ReplayScrubber({ driver, playing, step }: Props) {
  const id = useId();
  const time = useReplayTime(driver, playing);
  const total = driver?.total ?? 0;
  const steps = driver?.steps ?? 0;
  const ready = driver !== null && steps > 0;
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="sr-only">
        Replay time
      </label>
      <input
        id={id}
        type="range"
        className="range range-primary min-w-0 flex-1 [--range-thumb-size:1.75rem]"
        min={0}
        max={ready ? Math.ceil(total) : 1}
        step={1}
        value={ready ? Math.round(time) : 1}
        disabled={!ready}
        aria-valuetext={ready ? positionText(time, total, step, steps) : undefined}
        aria-keyshortcuts="ArrowLeft ArrowRight Home End"
        onChange={(event) => driver?.seek(Number(event.target.value))}
      />
      <span
        className="text-base-content/80 min-w-[9ch] text-right text-sm tabular-nums"
        aria-hidden="true"
      >
        {ready ? `${clockText(time)} / ${clockText(total)}` : '–:–– / –:––'}
      </span>
    </div>
  );
}
