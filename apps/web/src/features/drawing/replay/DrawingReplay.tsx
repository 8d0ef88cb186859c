import { drawingFacts } from '@glossy/canvas/facts';
import type { DrawingDetail } from '@glossy/contract';
import { useMemo, useRef } from 'react';
import { useHydrated } from '../../../lib/useHydrated';
import { useDrawingLog } from '../../../entities/drawing/drawing-queries';
import { LayerJumps } from './LayerJumps';
import { layerNames, layerStarts } from './replay-layers';
import { stepText } from '../../../sketchpad/replay/replay-format';
import { ReplayBoard } from '../../../sketchpad/replay/ReplayBoard';
import { ReplayControls } from '../../../sketchpad/replay/ReplayControls';
import { ReplayFacts } from './ReplayFacts';
import { useLogPlayer } from '../../../sketchpad/demo/review-replay';
import { useFirstFrame, useReplayDriver } from '../../../sketchpad/replay/useReplayDriver';
import { useReplayGuides } from '../../../sketchpad/replay/useReplayGuides';
import { useReplayKeys } from '../../../sketchpad/replay/useReplayKeys';
import { ReplayFailed } from '../../../sketchpad/replay/ReplayFailed';

/**
 * A drawing's replay: the board (its picture until the replay is ready), the controls, and the
 * facts of how it was made. The server renders it with the picture, disabled controls and the
 * facts the details give; the stroke log, fetched by the browser only (in the server's page it
 * would travel in the page's data), is opened in the engine's replay player.
 */
export function DrawingReplay({ drawing }: { drawing: DrawingDetail }) {
  const hydrated = useHydrated();
  // Fetched by the browser only (useDrawingLog waits for hydration).
  const logQuery = useDrawingLog(drawing);
  const log = logQuery.data;
  const { load, retry } = useLogPlayer(log);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { driver, state, player } = useReplayDriver(load, canvasRef);
  const painted = useFirstFrame(driver);
  const guides = useReplayGuides(load);
  useReplayKeys(driver);

  const failed = logQuery.isError || load.state === 'failed';
  const progress =
    hydrated && !failed && load.state !== 'ready'
      ? load.state === 'loading'
        ? load.progress
        : 0
      : null;
  const steps = player?.total ?? 0;

  // The facts and layers change with the log, not with each step the replay draws.
  const facts = useMemo(() => (log ? drawingFacts(log) : null), [log]);
  const layers = useMemo(
    () => (log && player ? layerStarts(player.marks, layerNames(log.ops)) : []),
    [log, player],
  );
  const factsPanel = useMemo(
    () => (
      <ReplayFacts
        durationMs={drawing.durationMs}
        strokes={drawing.strokes}
        facts={facts}
        pending={!failed}
      >
        {driver && <LayerJumps layers={layers} onJump={(step) => driver.show(step)} />}
      </ReplayFacts>
    ),
    [drawing.durationMs, drawing.strokes, facts, failed, driver, layers],
  );

  return (
    <div className="space-y-8">
      <section aria-label="Replay" className="space-y-4">
        <ReplayBoard
          width={drawing.width}
          height={drawing.height}
          picture={drawing.picture}
          title={drawing.title}
          canvasRef={canvasRef}
          painted={painted}
          label={`${drawing.title}, ${stepText(state.step, steps).toLowerCase()}`}
          progress={progress}
          guides={guides}
        />
        {failed && (
          <ReplayFailed
            of="the drawing’s"
            onRetry={() => (logQuery.isError ? void logQuery.refetch() : retry())}
          />
        )}
        <ReplayControls driver={driver} state={state} />
      </section>
      {factsPanel}
    </div>
  );
}
