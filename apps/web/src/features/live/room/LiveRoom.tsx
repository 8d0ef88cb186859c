import { liveCloseCodes, type ArtEvent } from '@glossy/contract';
import { useState } from 'react';
import { ChatPanel } from './ChatPanel';
import { ConnectionNotice } from './ConnectionNotice';
import { HandButton } from './HandButton';
import { HandsPanel } from './HandsPanel';
import { HostBoard } from './HostBoard';
import { HostControls } from './HostControls';
import { holdsPen } from './room-fold';
import { RoomHeader } from './RoomHeader';
import { useLiveRoom } from './useLiveRoom';
import { useTalk } from './useTalk';
import { WatcherBoard } from './WatcherBoard';

/**
 * Where the chat goes: beside the board from lg, kept in view while the page scrolls on to the
 * brush and layers; two boards side by side want the width, so then only from 2xl, under them
 * before.
 */
const layouts = {
  oneBoard: {
    grid: 'lg:grid-cols-[minmax(0,1fr)_20rem]',
    side: 'lg:sticky lg:top-4 lg:h-[calc(100svh-2rem)] lg:max-h-[48rem] lg:self-start',
    chat: 'h-[24rem] lg:h-auto lg:min-h-0 lg:flex-1',
  },
  twoBoards: {
    grid: '2xl:grid-cols-[minmax(0,1fr)_20rem]',
    side: '2xl:sticky 2xl:top-4 2xl:h-[calc(100svh-2rem)] 2xl:max-h-[48rem] 2xl:self-start',
    chat: 'h-[24rem] 2xl:h-auto 2xl:min-h-0 2xl:flex-1',
  },
};

/**
 * The room of a live event to come or under way: the host draws on the live board, starts and
 * ends the session, keeps the chat and hands the pen; watchers see the board painted as the host
 * draws, chat, raise a hand, and may draw along on a board of their own.
 */
export function LiveRoom({ event, onEnded }: { event: ArtEvent; onEnded(): void }) {
  const { connection, state, room, feed, send } = useLiveRoom(event.id);
  const talk = useTalk(event, state, room);
  const me = state.you;
  const isHost = me?.role === 'host';
  const status = room?.status ?? event.status;
  const connected = state.phase === 'open';
  const ended = status === 'ended' || state.closed?.code === liveCloseCodes.ended;
  const myHand = Boolean(me && room?.hands.some((hand) => hand.id === me.id));
  const drawing = Boolean(me && room && holdsPen(room, me));
  const [along, setAlong] = useState(false);
  const layout = along ? layouts.twoBoards : layouts.oneBoard;

  if (ended) {
    return (
      <>
        <RoomHeader event={event} status="ended" viewers={null} />
        <div role="status" className="alert alert-info alert-soft flex flex-wrap">
          <span>This live event has ended.</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={onEnded}>
            Watch the replay
          </button>
        </div>
      </>
    );
  }

  const chat = (
    <ChatPanel
      eventId={event.id}
      messages={room?.chat ?? []}
      talk={talk}
      host={
        isHost && me
          ? {
              hostId: me.id,
              muted: room?.muted ?? [],
              onDelete: (id) => send({ t: 'delete-chat', id }),
              onMute: (user, muted) => send({ t: 'mute', user, muted }),
            }
          : undefined
      }
      onSend={(text) => send({ t: 'chat', text })}
      className={layout.chat}
    />
  );

  return (
    <>
      <RoomHeader event={event} status={status} viewers={connected ? state.viewers : null}>
        {isHost && (
          <HostControls
            status={status}
            connected={connected}
            onStart={() => send({ t: 'start' })}
            onEnd={() => send({ t: 'end' })}
          />
        )}
        {!isHost && talk === 'yes' && (
          <HandButton up={myHand} onChange={(up) => send({ t: 'hand', up })} />
        )}
      </RoomHeader>
      <ConnectionNotice state={state} eventId={event.id} onRetry={() => connection?.retryNow()} />
      <div className={`grid gap-4 ${layout.grid}`}>
        <div className="min-w-0 space-y-4">
          {isHost ? (
            <HostBoard
              feed={feed}
              connection={connection}
              status={status}
              drawing={drawing}
              guest={room?.pen ?? null}
            />
          ) : (
            <WatcherBoard
              event={event}
              feed={feed}
              connection={connection}
              tool={room?.tool ?? null}
              status={status}
              penLayer={drawing ? (room?.penLayer ?? null) : null}
              along={along}
              onAlong={setAlong}
            />
          )}
        </div>
        <aside aria-label="Chat and hands" className={`flex min-w-0 flex-col gap-4 ${layout.side}`}>
          {isHost && room && (
            <HandsPanel
              hands={room.hands}
              pen={room.pen}
              live={status === 'live' && connected}
              onPen={(user) => send({ t: 'pen', user })}
              onLower={(user) => send({ t: 'hand', up: false, user })}
            />
          )}
          {chat}
        </aside>
      </div>
    </>
  );
}
