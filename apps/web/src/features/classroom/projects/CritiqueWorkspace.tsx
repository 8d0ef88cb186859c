import type { Project } from '@glossy/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { clockText, stepText } from '../../../sketchpad/replay/replay-format';
import { ReplayControls } from '../../../sketchpad/replay/ReplayControls';
import { useLogPlayer } from '../../../sketchpad/demo/review-replay';
import { useFirstFrame, useReplayDriver } from '../../../sketchpad/replay/useReplayDriver';
import { useReplayKeys } from '../../../sketchpad/replay/useReplayKeys';
import { PlainText } from '../discussion/QuestionThread';
import type { CorrectionPad } from './correction-pad';
import { CorrectionLayer } from './CorrectionLayer';
import { boardCentre, pinThread, type BoardPoint, type Pin } from './critique-format';
import { CritiqueBoard, LayerCanvas, SpotMarker, SpotPicker } from './CritiqueBoard';
import { CritiqueComposer, type NewPin } from './CritiqueComposer';
import { usePostComment, useProjectComments, useProjectLog } from './critique-queries';
import { CritiqueThread } from './CritiqueThread';
import { PinShape, PinTrack } from './PinTrack';
import { useOverlayReplay } from './useOverlayReplay';
import { ReplayFailed } from '../../../sketchpad/replay/ReplayFailed';

/** The pin being looked at, under the board: its text, and its correction replayed on demand. */
function ActivePin({
  pin,
  overlay,
  onClose,
}: {
  pin: Pin;
  overlay: ReturnType<typeof useOverlayReplay>;
  onClose: () => void;
}) {
  const { comment } = pin;
  return (
    <div className="bg-base-200 rounded-box flex flex-wrap items-start gap-3 p-4">
      <PinShape teacher={comment.fromTeacher} active={false} className="size-6 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-base-content/75 text-sm">
          <span className="tabular-nums">{clockText(comment.atMs)}</span> · {comment.author.name}
        </p>
        <PlainText text={comment.text} className="mt-1" />
        {overlay.status === 'failed' && (
          <p className="text-error mt-1 text-sm">This correction cannot be shown.</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {overlay.status !== 'none' && overlay.status !== 'failed' && (
          <button
            type="button"
            className="btn btn-sm btn-primary min-h-11"
            disabled={overlay.status !== 'ready' || overlay.playing}
            onClick={overlay.replay}
          >
            Replay the correction
          </button>
        )}
        <button type="button" className="btn btn-sm btn-ghost min-h-11" onClick={onClose}>
          Close pin
        </button>
      </div>
    </div>
  );
}

/**
 * A hand-in critiqued on its own timeline: the replay (the drawing page's board, driver and
 * controls) with the pins along its scrubber, the pin looked at on the board (its spot, its
 * correction), the composer for a new pin, and the thread beside.
 */
export function CritiqueWorkspace({ project, teacher }: { project: Project; teacher: boolean }) {
  const { width, height } = project;
  const logQuery = useProjectLog(project.log);
  const { load, retry } = useLogPlayer(logQuery.data);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { driver, state, player } = useReplayDriver(load, canvasRef);
  const painted = useFirstFrame(driver);
  useReplayKeys(driver);

  const comments = useProjectComments(project._id);
  const pins = useMemo(() => pinThread(comments.data ?? []), [comments.data]);
  const post = usePostComment(project._id);

  const [activeId, setActiveId] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const [spot, setSpot] = useState<BoardPoint | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [pad, setPad] = useState<CorrectionPad | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const activePin = composing ? null : (pins.find((pin) => pin.comment._id === activeId) ?? null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const overlay = useOverlayReplay(activePin?.comment.overlay ?? null, overlayRef);

  const jump = useCallback(
    (pin: Pin) => {
      setActiveId(pin.comment._id);
      driver?.seek(pin.comment.atMs);
    },
    [driver],
  );

  // A pin chosen before the replay was ready is shown once it is.
  const activeAt = activePin?.comment.atMs ?? null;
  useEffect(() => {
    if (driver && activeAt !== null) driver.seek(activeAt);
  }, [driver, activeAt]);

  const startPin = () => {
    driver?.pause();
    setActiveId(null);
    setSpot(null);
    setDrawing(false);
    setComposing(true);
  };

  const closeComposer = () => {
    setComposing(false);
    setDrawing(false);
    setSpot(null);
    // Back to where the composer was opened from.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  const sendPin = async ({ text, atMs, overlay: correction }: NewPin) => {
    if (!spot) return;
    const answer = await post.mutateAsync({
      text,
      atMs,
      x: spot.x,
      y: spot.y,
      ...(correction ? { overlay: correction } : {}),
    });
    toast.success(teacher ? 'Your critique is posted' : 'Your question is posted');
    closeComposer();
    setActiveId(answer.insertedId);
  };

  const failed = logQuery.isError || load.state === 'failed';
  const progress =
    failed || load.state === 'ready' ? null : load.state === 'loading' ? load.progress : 0;
  const steps = player?.total ?? 0;

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-label="Replay" className="min-w-0 space-y-4">
        <CritiqueBoard
          width={width}
          height={height}
          picture={project.picture}
          title={project.title}
          canvasRef={canvasRef}
          painted={painted}
          label={`${project.title}, ${stepText(state.step, steps).toLowerCase()}`}
          progress={progress}
        >
          {activePin && activePin.comment.overlay !== null && (
            <LayerCanvas ref={overlayRef} aria-hidden="true" data-testid="correction-overlay" />
          )}
          {teacher && composing && (
            <CorrectionLayer width={width} height={height} active={drawing} onPad={setPad} />
          )}
          {composing && !drawing && <SpotPicker width={width} height={height} onSpot={setSpot} />}
          {activePin && (
            <SpotMarker
              spot={activePin.comment}
              width={width}
              height={height}
              teacher={activePin.comment.fromTeacher}
              label={`Pin at ${clockText(activePin.comment.atMs)}`}
            />
          )}
          {composing && spot && (
            <SpotMarker
              spot={spot}
              width={width}
              height={height}
              teacher={teacher}
              label="The new pin"
            />
          )}
        </CritiqueBoard>
        {failed && (
          <ReplayFailed
            of="the hand-in’s"
            onRetry={() => (logQuery.isError ? void logQuery.refetch() : retry())}
          />
        )}
        {/* One live region throughout, so the text of each pin jumped to is read out. */}
        <div aria-live="polite">
          {activePin && (
            <ActivePin pin={activePin} overlay={overlay} onClose={() => setActiveId(null)} />
          )}
        </div>
        <PinTrack pins={pins} total={driver?.total ?? 0} activeId={activeId} onJump={jump}>
          <ReplayControls driver={driver} state={state} />
        </PinTrack>
        {composing ? (
          <CritiqueComposer
            teacher={teacher}
            driver={driver}
            playing={state.playing}
            spot={spot}
            onCentre={() => setSpot(boardCentre(width, height))}
            pad={teacher ? pad : null}
            drawing={drawing}
            onDrawing={setDrawing}
            onPost={sendPin}
            onCancel={closeComposer}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <button
              ref={addRef}
              type="button"
              className="btn btn-secondary min-h-11"
              disabled={!driver}
              onClick={startPin}
            >
              {teacher ? 'Add a critique here' : 'Ask about this moment'}
            </button>
            <p className="text-base-content/75 text-sm">
              {teacher
                ? 'Pauses the replay: pin your note to this moment and a spot of the drawing.'
                : 'Pauses the replay: pin a question for your instructor to this moment.'}
            </p>
          </div>
        )}
      </section>
      <CritiqueThread
        projectId={project._id}
        pins={pins}
        query={comments}
        teacher={teacher}
        activeId={activeId}
        onShow={jump}
      />
    </div>
  );
}
