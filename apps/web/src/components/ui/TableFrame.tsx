import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { Skeleton } from './Skeleton';
import './table-frame.css';

interface TableFrameProps {
  /** Names the table's region for screen readers, and the table unless `caption` says more. */
  label: string;
  caption?: string;
  headers: readonly string[];
  /** The rows: `Row`s of `Cell`s. */
  children: ReactNode;
  busy?: boolean;
}

/**
 * The dashboard's tables: users, the cart, the payment history, the courses to review. From `md`
 * up a table (it scrolls in its own box if the screen is still too narrow); below `md` every row
 * is a card whose cells stack, each value after its column's name, so a phone shows every value
 * and every action without scrolling sideways. The column headers stay for screen readers.
 *
 * The table parts carry their roles explicitly: some browsers (Safari) drop a table's semantics
 * once CSS changes the display of its parts, as the phone layout does.
 */
export function TableFrame({
  label,
  caption = label,
  headers,
  children,
  busy = false,
}: TableFrameProps) {
  return (
    <div
      className={`table-frame ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy || undefined}
      // Focusable so keyboard users can scroll a wide table sideways too.
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table role="table" className="table table-cards">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row" className="text-base-content/75 text-xs tracking-wide uppercase">
            {headers.map((header) => (
              <th key={header} role="columnheader" scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

/** A body row of a TableFrame: a card on phones (app.css, `.table-cards`). */
export function Row({
  className = '',
  ...rest
}: Omit<HTMLAttributes<HTMLTableRowElement>, 'role'>) {
  return <tr role="row" className={`hover:bg-base-200/60 ${className}`} {...rest} />;
}

type CellProps = Omit<TdHTMLAttributes<HTMLTableCellElement>, 'role' | 'scope'> &
  (
    | {
        /** 'value' (the default) and 'text' show their column's name on phones: pass it. */
        kind?: 'value' | 'text';
        label: string;
      }
    | { kind: 'lead' | 'title' | 'action'; label?: undefined }
  );

/**
 * A cell of a TableFrame row; `kind` says how it shows on a phone (app.css, `.table-cards`):
 * - 'value': a short value on its own line, the column's name on the left, the value on the right;
 * - 'text': a longer text on its own lines, under the column's name;
 * - 'lead': the row number or picture, first, beside the title;
 * - 'title': the row header (a `th`, what the row is about), the card's title;
 * - 'action': buttons and links side by side at the card's foot, big enough for a finger.
 * `label` is the column's header, written as in `headers`.
 */
export function Cell({ kind = 'value', label, className, children, ...rest }: CellProps) {
  return kind === 'title' ? (
    <th role="rowheader" scope="row" data-cell={kind} className={className} {...rest}>
      {children}
    </th>
  ) : (
    <td role="cell" data-cell={kind} data-label={label} className={className} {...rest}>
      {children}
    </td>
  );
}

/** Placeholder rows while a table loads: one skeleton per cell, sized by `cells` (classes). */
export function SkeletonRows({ rows, cells }: { rows: number; cells: readonly string[] }) {
  return Array.from({ length: rows }, (_, row) => (
    <Row key={row}>
      {cells.map((size, cell) => (
        <td key={cell} role="cell">
          <Skeleton className={size} />
        </td>
      ))}
    </Row>
  ));
}
