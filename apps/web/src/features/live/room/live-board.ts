import { initialSketchpadState, type SketchpadOptions } from '@glossy/canvas';
import { liveBoard } from '@glossy/contract';
import { useEffect, useMemo } from 'react';
import { toolPreferences, useSketchpad } from '../../../sketchpad/useSketchpad';
import type { BoardFeed } from './board-feed';
import type { LiveConnection } from './live-connection';

const initial = initialSketchpadState();

/**
 * A sketchpad on the room's board: its snapshot, then every action of whoever holds the pen.
 * While `drawing` (the pen is this tab's) what is drawn on it goes to the room, batched once an
 * animation frame by the engine's broadcaster, numbered and kept until acknowledged; otherwise
 * it can only be looked at (zoom and pan, which the room never hears of).
 */
export function useLiveBoard(
  feed: BoardFeed | null,
  connection: LiveConnection | null,
  drawing: boolean,
  label: string,
) {
  const options = useMemo<SketchpadOptions>(
    () => ({
      width: liveBoard.width,
      height: liveBoard.height,
      scale: liveBoard.scale,
      // The room keeps the board; a copy on this device would only disagree with it.
      autosave: null,
      preferences: toolPreferences,
      readOnly: !drawing,
      label,
    }),
    [drawing, label],
  );
  const board = useSketchpad(initial, options);
  const { pad } = board;

  useEffect(() => {
    if (!pad || !feed) return;
    return feed.attach({
      load: (bytes) => void pad.loadSnapshot(bytes),
      // 'invalid' is no cause for alarm: the room passes on what its own board refused too, and
      // this board refuses it the same way.
      apply: (action) => pad.applyLive(action).kind !== 'resync',
    });
  }, [pad, feed]);

  useEffect(() => {
    if (!pad || !connection || !drawing) return;
    return pad.broadcast((action) => connection.sendBoard(action));
  }, [pad, connection, drawing]);

  return board;
}
