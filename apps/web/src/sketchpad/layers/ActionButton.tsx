import { useId, type ReactNode } from 'react';
import { toast } from '../../lib/toast';

interface Props {
  label: string;
  /** Why it cannot be done now: the button stays focusable and says so when pressed. */
  problem: string | null;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A layer action that may be refused. A disabled button cannot be focused, so its reason would
 * reach no one using a keyboard or a screen reader: this one is only marked unavailable, carries
 * the reason as its description, and tells it when pressed.
 */
export function ActionButton({ label, problem, onClick, pressed, disabled, children }: Props) {
  const reasonId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-xs aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        aria-label={label}
        aria-pressed={pressed}
        aria-disabled={problem ? true : undefined}
        aria-describedby={problem ? reasonId : undefined}
        title={problem ?? undefined}
        disabled={disabled}
        onClick={() => (problem ? toast.info(problem) : onClick())}
      >
        {children}
      </button>
      {problem && (
        <span id={reasonId} className="sr-only">
          {problem}
        </span>
      )}
    </>
  );
}
