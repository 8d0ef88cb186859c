import { initialSketchpadState, type SketchpadOptions } from '@glossy/canvas';
import { liveBoard } from '@glossy/contract';
import { useId, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { BrushSettings } from '../../../sketchpad/BrushSettings';
import { boardFrame } from '../../../sketchpad/board-frame';
import { Toolbar } from '../../../sketchpad/Toolbar';
import { toolPreferences, useSketchpad } from '../../../sketchpad/useSketchpad';
import { ZoomControls } from '../../../sketchpad/ZoomControls';
import { chatTime } from './chat-time';
import { useDrawAlongSave } from './useDrawAlongSave';

const initial = initialSketchpadState();

/**
 * The watcher's own board beside the live one, at the live board's size: kept on this device
 * as they draw (a reload brings it back) and saved to their drawings when they ask.
 */
export function DrawAlong({ eventId, eventTitle }: { eventId: number; eventTitle: string }) {
  const titleId = useId();
  const { pathname } = useLocation();
  const options = useMemo<SketchpadOptions>(
    () => ({
      width: liveBoard.width,
      height: liveBoard.height,
      autosave: `glossy-drawer-live-${eventId}`,
      preferences: toolPreferences,
      label: 'Your board, to draw along',
    }),
    [eventId],
  );
  const { hostRef, pad, state } = useSketchpad(initial, options);
  const { save, saving, savedAt, signedIn } = useDrawAlongSave(
    eventId,
    `Drawn along: ${eventTitle}`.slice(0, 120),
    pad,
  );

  return (
    <section aria-labelledby={titleId} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          Your board
        </h2>
        {signedIn ? (
          <span className="flex items-center gap-2">
            {savedAt && (
              <span role="status" className="text-base-content/75 text-sm">
                Saved at {chatTime(savedAt.toISOString())}
              </span>
            )}
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={!pad || saving}
              aria-busy={saving}
              onClick={save}
            >
              Save to my drawings
            </button>
          </span>
        ) : (
          <Link to="/login" state={{ from: { pathname } }} className="link link-primary text-sm">
            Sign in to save your drawing
          </Link>
        )}
      </div>
      <Toolbar pad={pad} state={state} />
      <div ref={hostRef} className={boardFrame} />
      <div className="flex justify-end">
        <ZoomControls pad={pad} state={state} />
      </div>
      <BrushSettings pad={pad} state={state} />
    </section>
  );
}
