import type { ReactNode } from 'react';

interface TableFrameProps {
  /** Names the scrolling region and the table (as its caption) for screen readers. */
  label: string;
  headers: readonly string[];
  children: ReactNode;
  busy?: boolean;
  /** Said on phones, where the table is wider than the screen: what lies beyond its right edge. */
  scrollHint?: string;
}

/** The dashboard's table look (as in Manage Users), for the cart and the payment history. */
export function TableFrame({
  label,
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
          <caption className="sr-only">{label}</caption>
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
