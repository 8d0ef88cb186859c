import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';

interface TableFrameProps {
  /** Names the scrolling region for screen readers, and the table unless `caption` says more. */
  label: string;
  caption?: string;
  headers: readonly string[];
  children: ReactNode;
  busy?: boolean;
  /** Said on phones, where the table is wider than the screen: what lies beyond its right edge. */
  scrollHint?: string;
}

/** The dashboard's tables: users, the cart, the payment history. */
export function TableFrame({
  label,
  caption = label,
  headers,
  children,
  busy = false,
  scrollHint,
}: TableFrameProps) {
  return (
    <div className="space-y-4">
      {scrollHint && <p className="text-base-content/70 text-sm sm:hidden">{scrollHint}</p>}
      {/* Wide tables scroll inside their own box, so the page never scrolls sideways on phones. */}
      <div
        className={`bg-base-100 border-base-300 rounded-box overflow-x-auto border shadow-sm transition-opacity ${busy ? 'opacity-60' : ''}`}
        aria-busy={busy || undefined}
        // Focusable so keyboard users can scroll it sideways too.
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <table className="table min-w-[46rem]">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="text-base-content/75 text-xs tracking-wide uppercase">
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** Placeholder rows while a table loads: one skeleton per cell, sized by `cells` (classes). */
export function SkeletonRows({ rows, cells }: { rows: number; cells: readonly string[] }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row}>
      {cells.map((size, cell) => (
        <td key={cell}>
          <Skeleton className={size} />
        </td>
      ))}
    </tr>
  ));
}
