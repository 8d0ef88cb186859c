import { liveLimits, type ChatMessage } from '@glossy/contract';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ChatBox } from './ChatBox';
import { ChatLine } from './ChatLine';

/** Whether this visitor may write, and if not, why. */
export type TalkState = 'yes' | 'sign-in' | 'register' | 'muted' | 'away';

export interface HostChatActions {
  muted: readonly string[];
  hostId: string;
  onDelete(id: number): void;
  onMute(userId: string, muted: boolean): void;
}

/** How near the bottom counts as reading the newest messages (new ones then scroll in). */
const stickPx = 48;

function ChatForm({
  talk,
  eventId,
  onSend,
}: {
  talk: TalkState;
  eventId: number;
  onSend(text: string): boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const { pathname } = useLocation();
  if (talk === 'sign-in') {
    return (
      <p className="text-sm">
        <Link to="/login" state={{ from: { pathname } }} className="link link-primary">
          Sign in
        </Link>{' '}
        to chat and raise your hand.
      </p>
    );
  }
  if (talk === 'register') {
    return (
      <p className="text-base-content/80 text-sm">
        <Link to={`/event/${eventId}`} className="link link-primary">
          Register for the event
        </Link>{' '}
        to chat and raise your hand.
      </p>
    );
  }
  if (talk === 'muted') {
    return <p className="text-base-content/80 text-sm">The host has muted you.</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const line = text.replace(/\s+/g, ' ').trim();
    if (line && onSend(line)) setText('');
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <input
        id={id}
        className="input input-sm min-h-10 w-full min-w-0 flex-1"
        placeholder="Say something…"
        autoComplete="off"
        maxLength={liveLimits.chatChars}
        value={text}
        disabled={talk === 'away'}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="submit"
        className="btn btn-primary btn-sm min-h-10"
        disabled={talk === 'away' || !text.trim()}
      >
        Send
      </button>
    </form>
  );
}

/**
 * The room's chat: newest at the bottom (kept in view while the reader is there; reading back
 * up stays put), read out politely as messages come, and a line to write on for those who may.
 */
export function ChatPanel({
  eventId,
  messages,
  talk,
  host,
  onSend,
  className = '',
}: {
  eventId: number;
  messages: readonly ChatMessage[];
  talk: TalkState;
  /** The host's delete and mute, per message of someone else. */
  host?: HostChatActions;
  onSend(text: string): boolean;
  className?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && atBottom.current) box.scrollTop = box.scrollHeight;
  }, [messages]);

  return (
    <ChatBox
      scroller={scroller}
      live
      onScroll={(e) => {
        const box = e.currentTarget;
        atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < stickPx;
      }}
      empty="No messages yet."
      footer={<ChatForm talk={talk} eventId={eventId} onSend={onSend} />}
      className={className}
    >
      {messages.length === 0 ? null : (
        <ol className="flex flex-col gap-1">
          {messages.map((message) => (
            <ChatLine
              key={message.id}
              message={message}
              actions={
                host && message.by.id !== host.hostId ? (
                  <HostMessageActions message={message} host={host} />
                ) : undefined
              }
            />
          ))}
        </ol>
      )}
    </ChatBox>
  );
}

function HostMessageActions({ message, host }: { message: ChatMessage; host: HostChatActions }) {
  const muted = host.muted.includes(message.by.id);
  const who = message.by.name;
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-xs min-h-6"
        aria-label={`Delete the message from ${who}`}
        onClick={() => host.onDelete(message.id)}
      >
        Delete
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-xs min-h-6"
        aria-label={muted ? `Unmute ${who}` : `Mute ${who}`}
        onClick={() => host.onMute(message.by.id, !muted)}
      >
        {muted ? 'Unmute' : 'Mute'}
      </button>
    </>
  );
}
