import type { DemoLog } from '@glossy/contract';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useLogPlayer, useReplayView } from './review-replay';

/** A review skims: whatever its length, a demo plays in about ten seconds (never slower than 1×). */
const SKIM_MS = 10_000;

/**
 * The canvas a demo replays on, at the demo's proportions; while it opens (`progress` not null,
 * 0..1) a skeleton with a progress bar stands over it.
 */
export function ReplayCanvas({
  demo,
  canvasRef,
  label,
  progress,
}: {
  demo: DemoLog;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  label: string;
  progress: number | null;
}) {
  const percent = Math.round((progress ?? 1) * 100);
  return (
    <div
      className="rounded-box border-base-300 bg-base-200 relative overflow-hidden border"
      style={{ aspectRatio: `${demo.width} / ${demo.height}` }}
    >
      <canvas
        ref={canvasRef}
        width={demo.width}
        height={demo.height}
        role="img"
        aria-label={label}
        className="block size-full"
      />
      {progress !== null && (
        <div className="absolute inset-0 grid place-items-center">
          <div className="skeleton absolute inset-0 rounded-none" aria-hidden="true" />
          <div
            role="progressbar"
            aria-label="Drawing the demo"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="bg-base-300 relative h-2 w-1/2 overflow-hidden rounded-full"
          >
            <div
              className="bg-primary h-full rounded-full transition-[width] motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * A small replay of an exercise's demo, drawn by our engine from its stroke log. It opens on the
 * finished drawing; Play redraws it stroke by stroke, and the slider seeks to any stroke.
 */
export function DemoReplay({ demo, label }: { demo: DemoLog; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sliderId = useId();
  const { load } = useLogPlayer(demo);
  const { view, state, player } = useReplayView(load, canvasRef);

  useEffect(() => {
    view?.setSpeed(Math.max(1, view.timeline.total / SKIM_MS));
  }, [view]);

  if (load.state === 'failed') {
    return (
      <p className="text-base-content/75 text-sm" role="status">
        This demo cannot be shown: its stroke log does not open in our sketchpad.
      </p>
    );
  }

  const total = player?.total ?? 0;
  const { step, playing } = state;
  const progress = load.state === 'loading' ? load.progress : 1;
  return (
    <figure className="space-y-3">
      <ReplayCanvas
        demo={demo}
        canvasRef={canvasRef}
        label={`${label}, stroke ${step} of ${total}`}
        progress={player ? null : progress}
      />
      <figcaption className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-sm btn-primary min-w-28"
          disabled={!view || total === 0}
          onClick={() => (playing ? view?.pause() : view?.play())}
        >
          {playing ? 'Pause' : step >= total ? 'Replay' : 'Play'}
        </button>
        <label htmlFor={sliderId} className="sr-only">
          Stroke of the demo
        </label>
        <input
          id={sliderId}
          type="range"
          className="range range-xs range-primary min-w-32 flex-1"
          min={0}
          max={total}
          value={step}
          disabled={!view || total === 0}
          aria-valuetext={`Stroke ${step} of ${total}`}
          onChange={(event) => view?.show(Number(event.target.value))}
        />
        <span className="text-base-content/75 text-sm tabular-nums" aria-hidden="true">
          {step} / {total}
        </span>
      </figcaption>
    </figure>
  );
}
