import { useId, type ReactNode, type RefObject, type UIEvent } from 'react';

/**
 * The chat's frame, live or beside a replay: its heading, the messages in a box of their own
 * that scrolls (reachable by keyboard), and what goes under it.
 */
export function ChatBox({
  scroller,
  live,
  onScroll,
  empty,
  footer,
  className = '',
  children,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  /** New messages are read out as they come (a log); a replay's are not. */
  live: boolean;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
  /** Said when there are no messages (`children` null). */
  empty: string;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`border-base-300 bg-base-100 rounded-box flex min-h-0 flex-col border ${className}`}
    >
      <h2 id={titleId} className="border-base-300 border-b px-3 py-2 text-base font-semibold">
        Chat
      </h2>
      <div
        ref={scroller}
        role={live ? 'log' : 'region'}
        aria-live={live ? 'polite' : undefined}
        aria-labelledby={titleId}
        tabIndex={0}
        onScroll={onScroll}
        // Positioned, so that a message's offsetTop is measured from the box.
        className="relative min-h-40 flex-1 overflow-y-auto p-2 focus-visible:outline-2 focus-visible:-outline-offset-2"
      >
        {children ?? <p className="text-base-content/75 p-2 text-sm">{empty}</p>}
      </div>
      {footer && <div className="border-base-300 border-t p-2">{footer}</div>}
    </section>
  );
}
