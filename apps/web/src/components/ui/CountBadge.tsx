import type { ReactNode } from 'react';

/**
 * A count on the corner of a header button (the cart's courses, the bell's unread notifications).
 * Hidden from assistive technology: the button's own label says the count.
 */
export function CountBadge({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="badge badge-primary badge-sm absolute top-0 right-0 px-1 font-semibold"
    >
      {children}
    </span>
  );
}
