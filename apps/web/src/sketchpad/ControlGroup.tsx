import { useId, type ReactNode } from 'react';

interface Props {
  /** The caption shown above the controls; the group's accessible name unless `groupName`. */
  title: string;
  /** Makes the caption the label of this control instead of the group's name. */
  htmlFor?: string;
  groupName?: string;
  children: ReactNode;
  className?: string;
  /** Keeps the caption for screen readers only, where a slim bar has no room for it. */
  captionHidden?: boolean;
}

const caption = 'text-base-content/70 text-xs font-semibold tracking-wide uppercase';

/** One captioned cluster of the toolbar: Tools, Brush, Colour, History, Export… */
export function ControlGroup({
  title,
  htmlFor,
  groupName,
  children,
  className = '',
  captionHidden = false,
}: Props) {
  const id = useId();
  const shown = captionHidden ? 'sr-only' : '';
  return (
    <div
      role="group"
      aria-labelledby={htmlFor ? undefined : id}
      aria-label={htmlFor ? (groupName ?? title) : undefined}
      className={`flex min-w-0 flex-col gap-1.5 ${className}`}
    >
      {htmlFor ? (
        <label htmlFor={htmlFor} className={`${caption} w-fit ${shown}`}>
          {title}
        </label>
      ) : (
        <span id={id} className={`${caption} ${shown}`}>
          {title}
        </span>
      )}
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
