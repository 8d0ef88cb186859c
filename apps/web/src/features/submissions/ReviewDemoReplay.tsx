import type { DemoLog } from '@glossy/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { DemoPlayer, loadCanvasEngine } from './review-replay';

/** A demo plays in a few seconds whatever its length: short ones slower, long ones faster. */
function stepsPerSecond(total: number): number {
  const seconds = Math.min(12, Math.max(3, total * 0.12));
  return total / seconds;
}

type Load = { state: 'loading' } | { state: 'ready'; player: DemoPlayer } | { state: 'failed' };

/**
 * A small replay of an exercise's demo, drawn by our engine from its stroke log. It opens on the
 * finished drawing; Play redraws it stroke by stroke, and the slider seeks to any stroke.
 */
export function DemoReplay({ demo, label }: { demo: DemoLog; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sliderId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoad({ state: 'loading' });
    setProgress(0);
    setPlaying(false);
    loadCanvasEngine()
      .then((canvas) =>
        DemoPlayer.open(canvas, canvas.parseLog(demo), {
          signal: abort.signal,
          onProgress: setProgress,
        }),
      )
      .then((player) => {
        if (abort.signal.aborted) return;
        setStep(player.total);
        setLoad({ state: 'ready', player });
      })
      .catch(() => {
        if (!abort.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => abort.abort();
  }, [demo]);

  const player = load.state === 'ready' ? load.player : null;

  // Show the chosen step, at most once a frame.
  useEffect(() => {
    if (!player) return;
    const frame = requestAnimationFrame(() => {
      const context = canvasRef.current?.getContext('2d');
      if (!context) return;
      player.seek(step);
      player.paint(context);
    });
    return () => cancelAnimationFrame(frame);
  }, [player, step]);

  // Playing advances the step with the clock, so speed does not depend on the frame rate.
  useEffect(() => {
    if (!player || !playing) return;
    const rate = stepsPerSecond(player.total);
    const from = player.step >= player.total ? 0 : player.step;
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const next = Math.min(player.total, from + Math.floor(((now - start) / 1000) * rate));
      setStep(next);
      if (next >= player.total) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [player, playing]);

  if (load.state === 'failed') {
    return (
      <p className="text-base-content/75 text-sm" role="status">
        This demo cannot be shown: its stroke log does not open in our sketchpad.
      </p>
    );
  }

  const total = player?.total ?? 0;
  return (
    <figure className="space-y-3">
      <div
        className="rounded-box border-base-300 bg-base-200 relative overflow-hidden border"
        style={{ aspectRatio: `${demo.width} / ${demo.height}` }}
      >
        <canvas
          ref={canvasRef}
          width={demo.width}
          height={demo.height}
          role="img"
          aria-label={`${label}, stroke ${step} of ${total}`}
          className="block size-full"
        />
        {!player && (
          <div className="absolute inset-0 grid place-items-center">
            <div className="skeleton absolute inset-0 rounded-none" aria-hidden="true" />
            <div
              role="progressbar"
              aria-label="Drawing the demo"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="bg-base-300 relative h-2 w-1/2 overflow-hidden rounded-full"
            >
              <div
                className="bg-primary h-full rounded-full transition-all"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          </div>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-sm btn-primary min-w-28"
          disabled={!player || total === 0}
          onClick={() => setPlaying((now) => !now)}
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
          disabled={!player || total === 0}
          aria-valuetext={`Stroke ${step} of ${total}`}
          onChange={(event) => {
            setPlaying(false);
            setStep(Number(event.target.value));
          }}
        />
        <span className="text-base-content/75 text-sm tabular-nums" aria-hidden="true">
          {step} / {total}
        </span>
      </figcaption>
    </figure>
  );
}
