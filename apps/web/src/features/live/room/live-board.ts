import type { Sketchpad } from '@glossy/canvas';
import { useEffect } from 'react';
import type { BoardFeed } from './board-feed';
import type { LiveConnection } from './live-connection';

/** The room's board shown on `pad`: its snapshot, then every action of whoever holds the pen. */
export function useFeedInto(pad: Sketchpad | null, feed: BoardFeed | null) {
  useEffect(() => {
    if (!pad || !feed) return;
    return feed.attach({
      load: (bytes) => void pad.loadSnapshot(bytes),
      // 'invalid' is no cause for alarm: the room passes on what its own board refused too, and
      // this board refuses it the same way.
      apply: (action) => pad.applyLive(action).kind !== 'resync',
    });
  }, [pad, feed]);
}

/**
 * What is drawn on `pad` goes to the room while `drawing` (the pen is this tab's): batched once
 * an animation frame by the engine's broadcaster, numbered and kept until acknowledged.
 */
export function useBroadcast(
  pad: Sketchpad | null,
  connection: LiveConnection | null,
  drawing: boolean,
) {
  useEffect(() => {
    if (!pad || !connection || !drawing) return;
    return pad.broadcast((action) => connection.sendBoard(action));
  }, [pad, connection, drawing]);
}
