import type { Sketchpad } from '@glossy/canvas';
import type { DemoLog } from '@glossy/contract';
import { useId, useRef } from 'react';
import { useLogPlayer, useReplayView } from '../../../sketchpad/demo/review-replay';
import { ReplayCanvas } from '../../../sketchpad/demo/ReviewDemoReplay';
import { PaintAlongControls } from './PaintAlongControls';
import { shownStroke, strokeText } from './paint-along';
import { StrokeReadout } from './StrokeReadout';

interface Props {
  demo: DemoLog;
  /** The student's sketchpad, for "Use this brush"; null until it is ready. */
  pad: Sketchpad | null;
  boardWidth: number;
}

/**
 * The lesson's demo beside the student's board: replayed stroke by stroke on our engine, with
 * what each stroke was drawn with. Drawing happens in animation frames and only when the step
 * changes (see ReplayView), so the student's own strokes are not slowed by it.
 */
export function PaintAlongPanel({ demo, pad, boardWidth }: Props) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { load } = useLogPlayer(demo);
  const { view, state, player } = useReplayView(load, canvasRef);
  const total = player?.total ?? 0;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-base-300 bg-base-200/70 rounded-box space-y-4 border p-4 shadow-sm"
    >
      <div>
        <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
          Paint along
        </h2>
        <p className="text-base-content/75 text-sm">
          Watch the demo stroke by stroke and draw each one on your board.
        </p>
      </div>
      {load.state === 'failed' ? (
        <p role="status" className="text-base-content/75 text-sm">
          This demo cannot be shown: its stroke log does not open in our sketchpad.
        </p>
      ) : (
        <>
          <ReplayCanvas
            demo={demo}
            canvasRef={canvasRef}
            label={`The demo, ${strokeText(state.step, total).toLowerCase()}`}
            progress={player ? null : load.state === 'loading' ? load.progress : 0}
          />
          <PaintAlongControls view={view} state={state} total={total} />
          <div className="border-base-300 border-t pt-3">
            <h3 className="mb-2 text-sm font-semibold">
              {player ? strokeText(Math.min(shownStroke(state), total), total) : 'Stroke'}
            </h3>
            <StrokeReadout
              info={player?.info(shownStroke(state)) ?? null}
              pad={pad}
              demoWidth={demo.width}
              boardWidth={boardWidth}
            />
          </div>
        </>
      )}
    </section>
  );
}
