import type { DrawingSummary } from '@glossy/contract';
import { useId } from 'react';
import { usePopupMenu } from '../../../lib/hooks/useDismiss';

export type CardAction = 'rename' | 'visibility' | 'share' | 'delete';

const dotsPath = 'M5 12h.01M12 12h.01M19 12h.01';

/**
 * The card's less-used actions behind one button: a disclosure (Tab walks its items, Escape or a
 * click outside closes it and focus goes back to the button, which a dialog opened from here then
 * returns to when it closes).
 */
export function DrawingCardMenu({
  drawing,
  visibilityPending,
  onAction,
}: {
  drawing: DrawingSummary;
  visibilityPending: boolean;
  onAction: (action: CardAction) => void;
}) {
  const { open, close, toggle, container, trigger } = usePopupMenu();
  const listId = useId();
  const { title } = drawing;
  const pick = (action: CardAction) => () => {
    trigger.current?.focus();
    close();
    onAction(action);
  };
  const makePublic = drawing.visibility === 'private';
  const items: { action: CardAction; label: string; name: string; danger?: boolean }[] = [
    { action: 'rename', label: 'Rename', name: `Rename ${title}` },
    {
      action: 'visibility',
      label: makePublic ? 'Make public' : 'Make private',
      name: `${makePublic ? 'Make public' : 'Make private'}: ${title}`,
    },
    { action: 'share', label: 'Share to feed', name: `Share to feed: ${title}` },
    { action: 'delete', label: 'Delete', name: `Delete ${title}`, danger: true },
  ];

  return (
    <div ref={container} className="relative ml-auto">
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={`More actions for ${title}`}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={toggle}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d={dotsPath} />
        </svg>
      </button>
      {open && (
        <ul
          id={listId}
          className="menu bg-base-100 rounded-box border-base-300 absolute right-0 bottom-full z-30 mb-2 w-48 border p-2 shadow-xl"
        >
          {items.map(({ action, label, name, danger }) => (
            <li key={action}>
              <button
                type="button"
                aria-label={name}
                className={danger ? 'text-error' : undefined}
                disabled={action === 'visibility' && visibilityPending}
                onClick={pick(action)}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
