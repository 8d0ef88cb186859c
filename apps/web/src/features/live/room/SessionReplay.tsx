import type { ArtEvent, DrawingDetail } from '@glossy/contract';
import { useMemo, useRef } from 'react';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useDrawing, useDrawingLog } from '../../../entities/drawing/drawing-queries';
import { useLogPlayer } from '../../../sketchpad/demo/review-replay';
import { ReplayBoard } from '../../../sketchpad/replay/ReplayBoard';
import { ReplayControls } from '../../../sketchpad/replay/ReplayControls';
import { stepText } from '../../../sketchpad/replay/replay-format';
import { useFirstFrame, useReplayDriver } from '../../../sketchpad/replay/useReplayDriver';
import { useReplayGuides } from '../../../sketchpad/replay/useReplayGuides';
import { useReplayKeys } from '../../../sketchpad/replay/useReplayKeys';
import { useSessionChat } from '../events-api';
import { ReplayChat } from './ReplayChat';
import { onReplayTimeline } from './replay-steps';
import { ReplayFailed } from '../../../sketchpad/replay/ReplayFailed';

/** The recording played stroke by stroke, the chat beside it following the board. */
function Recording({ drawing, eventId }: { drawing: DrawingDetail; eventId: number }) {
  const logQuery = useDrawingLog(drawing);
  const { load, retry } = useLogPlayer(logQuery.data);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { driver, state, player } = useReplayDriver(load, canvasRef);
  const painted = useFirstFrame(driver);
  const guides = useReplayGuides(load);
  useReplayKeys(driver);
  const chat = useSessionChat(eventId);
  const ops = logQuery.data?.ops;
  const said = useMemo(
    () => (chat.data && ops ? onReplayTimeline(chat.data, ops) : (chat.data ?? [])),
    [chat.data, ops],
  );
  const failed = logQuery.isError || load.state === 'failed';
  const progress = !failed && load.state === 'loading' ? load.progress : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <section aria-label="Replay" className="min-w-0 space-y-4">
        <ReplayBoard
          width={drawing.width}
          height={drawing.height}
          picture={drawing.picture}
          title={drawing.title}
          canvasRef={canvasRef}
          painted={painted}
          label={`${drawing.title}, ${stepText(state.step, player?.total ?? 0).toLowerCase()}`}
          progress={progress}
          guides={guides}
        />
        {failed && (
          <ReplayFailed
            of="the session’s"
            onRetry={() => (logQuery.isError ? void logQuery.refetch() : retry())}
          />
        )}
        <ReplayControls driver={driver} state={state} />
      </section>
      {chat.isError ? (
        <QueryError error={chat.error} onRetry={() => void chat.refetch()} />
      ) : chat.isPending ? (
        <Skeleton className="rounded-box h-64 w-full" />
      ) : (
        <ReplayChat
          messages={said}
          step={state.step}
          onJump={driver ? (step) => driver.show(step) : null}
          className="max-h-[32rem] lg:max-h-[calc(100svh-12rem)]"
        />
      )}
    </div>
  );
}

/** An ended session: its recording with what was said, or why there is none. */
export function SessionReplay({ event }: { event: ArtEvent }) {
  if (!event.replayId) {
    return (
      <p className="alert alert-info alert-soft">
        This live event has ended. Its recording is not available.
      </p>
    );
  }
  return <ReplayOf id={event.replayId} eventId={event.id} />;
}

function ReplayOf({ id, eventId }: { id: string; eventId: number }) {
  const drawing = useDrawing(id);
  if (drawing.isError)
    return <QueryError error={drawing.error} onRetry={() => void drawing.refetch()} />;
  if (drawing.isPending) return <Skeleton className="rounded-box aspect-[2/1] w-full" />;
  return <Recording drawing={drawing.data} eventId={eventId} />;
}
