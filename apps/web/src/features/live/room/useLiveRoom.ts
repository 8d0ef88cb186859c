import { useEffect, useState, useSyncExternalStore } from 'react';
import { renewToken, savedToken } from '../../../lib/api';
import { useSession } from '../../../lib/auth/session';
import { toast } from '../../../lib/toast';
import { BoardFeed } from './board-feed';
import {
  LiveConnection,
  liveSocketUrl,
  type LiveConnectionState,
  type Me,
  type RoomCommand,
} from './live-connection';
import { foldRoom, holdsPen, roomView, type RoomView } from './room-fold';

const connecting: LiveConnectionState = {
  phase: 'connecting',
  you: null,
  viewers: 0,
  closed: null,
};
const noop = () => () => {};

/**
 * Whether a board action comes from the one who may draw, as the room's model judges it (it
 * passes on what it refused as well). The host is known by id only to the host: a watcher can
 * tell only while a guest holds the pen.
 */
function fromDrawer(room: RoomView | null, me: Me | null, by: string): boolean {
  const drawer = room?.pen?.id ?? (me?.role === 'host' ? me.id : null);
  return drawer === null || by === drawer;
}

export interface LiveRoomHandle {
  connection: LiveConnection | null;
  state: LiveConnectionState;
  /** Null until the room has arrived. */
  room: RoomView | null;
  feed: BoardFeed | null;
  /** Sends a command, or says the room cannot hear it now. */
  send(command: RoomCommand): boolean;
}

/**
 * The live room for this page: one socket for the tab, opened once the session is known (the
 * room needs to know who is asking) and again when someone else signs in; the room's model
 * folded from its events, and its board handed to whichever board is on the page.
 */
export function useLiveRoom(eventId: number): LiveRoomHandle {
  const { ready, user } = useSession();
  const email = user?.email ?? null;
  const [live, setLive] = useState<{ connection: LiveConnection; feed: BoardFeed } | null>(null);
  const [room, setRoom] = useState<RoomView | null>(null);

  useEffect(() => {
    if (!ready) return;
    let current: RoomView | null = null;
    const connection: LiveConnection = new LiveConnection(
      { url: liveSocketUrl(window.location.origin, eventId), token: savedToken, renewToken },
      {
        arrive(state, bytes) {
          current = roomView(state, current?.tool);
          setRoom(current);
          feed.arrive(
            bytes,
            connection.unacknowledged.map((pending) => pending.a),
          );
        },
        event(seq, e) {
          const me = connection.getState().you;
          if (e.k === 'board' && fromDrawer(current, me, e.by)) feed.apply(e.a, e.by === me?.id);
          if (!current) return;
          const before = current;
          current = foldRoom(current, seq, e);
          setRoom(current);
          // The pen went elsewhere while this tab held it: its unsent strokes will never count.
          if (me && holdsPen(before, me) && !holdsPen(current, me)) {
            connection.discardOwnAndResync();
          }
        },
        refused: (message) => toast.error(message),
      },
    );
    const feed = new BoardFeed(() => connection.resync());
    connection.start();
    setLive({ connection, feed });
    const online = () => connection.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      connection.stop();
      setLive(null);
      setRoom(null);
    };
  }, [eventId, ready, email]);

  const connection = live?.connection ?? null;
  const state = useSyncExternalStore(
    connection?.subscribe ?? noop,
    connection?.getState ?? (() => connecting),
    () => connecting,
  );
  const send = (command: RoomCommand) => {
    const sent = connection?.send(command) ?? false;
    if (!sent) toast.error('Not connected to the room right now. Try again in a moment.');
    return sent;
  };
  return { connection, state, room, feed: live?.feed ?? null, send };
}
