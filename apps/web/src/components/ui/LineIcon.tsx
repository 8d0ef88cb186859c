import type { ReactNode } from 'react';

/**
 * The one frame every icon of the site is drawn in: a 24 px grid of round-capped lines in the
 * text's colour, hidden from assistive technology (the control beside it carries the label).
 */
export function LineIcon({
  children,
  className = 'size-5',
  strokeWidth = 1.8,
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
