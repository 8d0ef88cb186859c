import type { ChatMessage } from '@glossy/contract';
import type { ReactNode } from 'react';
import { useDateZone } from '../../../lib/useDateZone';
import { chatTime } from './chat-time';

/**
 * One message: who, when (the reader's clock) and what, as plain text (React escapes it; a
 * message is never read as markup). `actions` are the host's buttons for it.
 */
export function ChatLine({
  message,
  tone = 'plain',
  actions,
}: {
  message: ChatMessage;
  /** In a replay: the last said by the step shown (`current`), said before it, or still to come. */
  tone?: 'plain' | 'current' | 'reached' | 'ahead';
  actions?: ReactNode;
}) {
  const zone = useDateZone();
  const toneClass = {
    plain: 'border-transparent',
    current: 'border-primary bg-primary/10',
    reached: 'border-transparent',
    ahead: 'border-transparent text-base-content/75',
  }[tone];
  return (
    <li className={`rounded-field border-l-4 px-2 py-1.5 ${toneClass}`}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold break-all">{message.by.name}</span>
        <time dateTime={message.at} className="text-base-content/70 text-xs">
          {chatTime(message.at, zone)}
        </time>
      </p>
      <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>
      {actions && <div className="mt-1 flex flex-wrap gap-1">{actions}</div>}
    </li>
  );
}
