import { FocusIcon } from '../../../sketchpad/icons';

/** Hides the site's navbar so the board gets the window; pressed again (or F, Escape) it is back. */
export function FocusToggle({
  focused,
  onToggle,
  className = '',
}: {
  focused: boolean;
  onToggle(): void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm gap-1.5 px-2 ${focused ? 'btn-active' : 'btn-ghost'} ${className}`}
      aria-pressed={focused}
      title={
        focused ? 'Show the site’s menu again (F or Escape)' : 'Give the board the whole window (F)'
      }
      onClick={onToggle}
    >
      <FocusIcon />
      <span className="sr-only xl:not-sr-only">Focus</span>
    </button>
  );
}
