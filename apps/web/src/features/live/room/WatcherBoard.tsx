import type { ArtEvent, EventStatus } from '@glossy/contract';
import { useEffect } from 'react';
import { boardFrame } from '../../../sketchpad/board-frame';
import { BrushSettings } from '../../../sketchpad/BrushSettings';
import { Toolbar } from '../../../sketchpad/Toolbar';
import { ZoomControls } from '../../../sketchpad/ZoomControls';
import type { BoardFeed } from './board-feed';
import { DrawAlong } from './DrawAlong';
import { HostTool } from './HostTool';
import type { LiveConnection } from './live-connection';
import { useLiveBoard } from './live-board';
import type { ToolShown } from './room-fold';

/**
 * A watcher's view of the live board: painted as the host draws, zoomed and panned as the
 * watcher likes (the host never notices), the host's brush beside it. Handed the pen, the
 * watcher draws on it, on their own layer only. Draw along opens a board of their own.
 */
export function WatcherBoard({
  event,
  feed,
  connection,
  tool,
  status,
  penLayer,
  along,
  onAlong,
}: {
  event: ArtEvent;
  feed: BoardFeed | null;
  connection: LiveConnection | null;
  tool: ToolShown | null;
  status: EventStatus;
  /** This watcher's layer while they hold the pen; null otherwise. */
  penLayer: string | null;
  /** Their own board is open beside the live one. */
  along: boolean;
  onAlong(open: boolean): void;
}) {
  const drawing = penLayer !== null;
  const { hostRef, pad, state } = useLiveBoard(
    feed,
    connection,
    drawing,
    drawing
      ? 'The live board: you have the pen'
      : `The live board: ${event.host.name}’s drawing, as it is drawn`,
  );
  // A guest draws on their own layer only (the room refuses marks elsewhere).
  const onOwnLayer = !penLayer || state.activeLayer === penLayer;
  const layerThere = state.layers.some((layer) => layer.id === penLayer);
  useEffect(() => {
    if (pad && penLayer && !onOwnLayer && layerThere) pad.layers.select(penLayer);
  }, [pad, penLayer, onOwnLayer, layerThere]);
  // The guides are the host's (the room takes them from the host only): shown, never moved here.
  useEffect(() => {
    pad?.setGuides(pad.guides, { locked: true });
  }, [pad]);

  const live = (
    <section aria-label="The live board" className="min-w-0 space-y-3">
      {drawing && (
        <div role="status" className="alert alert-success py-2">
          <span>
            <strong>You have the pen.</strong> Draw on your own layer; the host can take it back at
            any time.
          </span>
        </div>
      )}
      {drawing ? (
        <Toolbar pad={pad} state={state} />
      ) : (
        <HostTool tool={tool} who={event.host.name} />
      )}
      {status === 'scheduled' && (
        <p className="alert alert-info alert-soft py-2 text-sm">
          Waiting for {event.host.name} to start. The board fills in as soon as they draw.
        </p>
      )}
      <div ref={hostRef} className={boardFrame} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className={`btn btn-sm ${along ? 'btn-ghost' : 'btn-outline btn-primary'}`}
          aria-expanded={along}
          onClick={() => onAlong(!along)}
        >
          {along ? 'Close your board' : 'Draw along'}
        </button>
        <ZoomControls pad={pad} state={state} />
      </div>
      {drawing && <BrushSettings pad={pad} state={state} guides={false} />}
    </section>
  );

  // One tree either way: the live board must not be made again when the other opens.
  return (
    <div className={along ? 'grid gap-6 xl:grid-cols-2' : ''}>
      {live}
      {along && <DrawAlong eventId={event.id} eventTitle={event.title} />}
    </div>
  );
}
