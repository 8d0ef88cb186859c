import type { EventStatus, LivePerson } from '@glossy/contract';
import { boardFrame } from '../../../sketchpad/board-frame';
import { BrushSettings } from '../../../sketchpad/BrushSettings';
import { LayersPanel } from '../../../sketchpad/LayersPanel';
import { Toolbar } from '../../../sketchpad/Toolbar';
import { ZoomControls } from '../../../sketchpad/ZoomControls';
import type { BoardFeed } from './board-feed';
import type { LiveConnection } from './live-connection';
import { useLiveBoard } from './live-board';

/**
 * The host's sketchpad on the live board, with the studio's toolbar, brush, colour and layers.
 * It draws only while the host holds the pen of a started session; a guest's strokes come in
 * from the room meanwhile.
 */
export function HostBoard({
  feed,
  connection,
  status,
  drawing,
  guest,
}: {
  feed: BoardFeed | null;
  connection: LiveConnection | null;
  status: EventStatus;
  drawing: boolean;
  guest: LivePerson | null;
}) {
  const { hostRef, pad, state } = useLiveBoard(
    feed,
    connection,
    drawing,
    'The live board, 1000 by 500 pixels',
  );
  const controls = drawing ? pad : null;
  const note =
    status === 'scheduled'
      ? 'Drawing opens when you start the session. Watchers see the board as it is now.'
      : guest
        ? `${guest.name} has the pen: their strokes appear on the board as they draw.`
        : '';

  return (
    <div className="space-y-3">
      <Toolbar pad={controls} state={state} />
      <p role="status" className={note ? 'alert alert-info alert-soft py-2 text-sm' : 'sr-only'}>
        {note}
      </p>
      <div ref={hostRef} className={boardFrame} />
      <div className="flex justify-end">
        <ZoomControls pad={pad} state={state} />
      </div>
      <div className="grid gap-3 xl:grid-cols-[minmax(0,1fr)_18rem] xl:items-start">
        <BrushSettings pad={controls} state={state} />
        <LayersPanel pad={controls} state={state} />
      </div>
    </div>
  );
}
