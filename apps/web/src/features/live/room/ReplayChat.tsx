import type { ChatMessage } from '@glossy/contract';
import { useEffect, useRef } from 'react';
import { ChatBox } from './ChatBox';
import { ChatLine } from './ChatLine';

/** The last message said by the time the board had `step` operations (-1: none yet). */
export function lastSaidBy(messages: readonly ChatMessage[], step: number): number {
  let last = -1;
  messages.forEach((message, index) => {
    if (message.step <= step) last = index;
  });
  return last;
}

/**
 * A session's chat beside its replay: what had been said by the step the board shows is marked,
 * the latest of it kept in view inside the list (never scrolling the page), and each message can
 * take the replay to the moment it was said.
 */
export function ReplayChat({
  messages,
  step,
  onJump,
  className = '',
}: {
  messages: readonly ChatMessage[];
  step: number;
  /** Null until the replay is ready. */
  onJump: ((step: number) => void) | null;
  className?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const current = lastSaidBy(messages, step);

  useEffect(() => {
    const box = scroller.current;
    const line = box?.querySelectorAll('li')[current];
    if (!box || !line) return;
    const top = line.offsetTop;
    if (top < box.scrollTop || top + line.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 2);
    }
  }, [current]);

  return (
    <ChatBox
      scroller={scroller}
      live={false}
      empty="Nothing was said in this session."
      className={className}
    >
      {messages.length === 0 ? null : (
        <ol className="flex flex-col gap-1">
          {messages.map((message, index) => (
            <ChatLine
              key={message.id}
              message={message}
              tone={index === current ? 'current' : index < current ? 'reached' : 'ahead'}
              actions={
                <button
                  type="button"
                  className="btn btn-ghost btn-xs min-h-6"
                  disabled={!onJump}
                  aria-label={`Show the board when ${message.by.name} said this`}
                  onClick={() => onJump?.(message.step)}
                >
                  Show this moment
                </button>
              }
            />
          ))}
        </ol>
      )}
    </ChatBox>
  );
}
