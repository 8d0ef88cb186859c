import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { Skeleton } from './Skeleton';

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
      className={`md:bg-base-100 md:border-base-300 md:rounded-box transition-opacity md:overflow-x-auto md:border md:shadow-sm ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy || undefined}
      // Focusable so keyboard users can scroll a wide table sideways too.
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table role="table" className="table max-md:block md:min-w-[46rem]">
        <caption className="sr-only">{caption}</caption>
        {/* On phones the headers are for screen readers only, stacked so none reaches past the edge. */}
        <thead role="rowgroup" className="max-md:sr-only">
          <tr
            role="row"
            className="text-base-content/75 text-xs tracking-wide uppercase max-md:flex max-md:flex-wrap"
          >
            {headers.map((header) => (
              <th key={header} role="columnheader" scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        {/* On phones: a column of cards; daisyUI's cell padding and rules give way to the card's. */}
        <tbody
          role="rowgroup"
          className="max-md:flex max-md:flex-col max-md:gap-3 max-md:*:*:border-0 max-md:*:*:p-0"
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A body row of a TableFrame: a card on phones. */
export function Row({
  className = '',
  ...rest
}: Omit<HTMLAttributes<HTMLTableRowElement>, 'role'>) {
  return (
    <tr
      role="row"
      className={`hover:bg-base-200/60 max-md:bg-base-100 max-md:border-base-300 max-md:rounded-box max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:border max-md:p-4 max-md:shadow-sm ${className}`}
      {...rest}
    />
  );
}

/** The column's name before the value, on phones only (on wider screens the header says it). */
const named =
  'max-md:before:font-sans max-md:before:text-base-content/70 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:uppercase max-md:before:content-[attr(data-label)]';

/** How each kind of cell sits in its row's card on a phone. */
const onPhone = {
  /** A short value on its own line: the column's name on the left, the value on the right. */
  value: `max-md:basis-full max-md:text-right max-md:before:float-left max-md:before:mr-4 ${named}`,
  /** A longer text on its own lines, under the column's name. */
  text: `max-md:basis-full max-md:before:mb-1 max-md:before:block ${named}`,
  /** The row number or picture: first, beside the title. */
  lead: 'max-md:order-first',
  /** The row header (what the row is about): the card's title. */
  title: 'max-md:order-first max-md:min-w-0 max-md:flex-1 max-md:text-base',
  /** Buttons and links: side by side at the card's foot, big enough for a finger (44 px). */
  action: 'max-md:[&_.btn]:h-auto max-md:[&_.btn]:min-h-11 max-md:[&_.btn]:min-w-11',
} as const;

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
 * A cell of a TableFrame row; `kind` says how it shows on a phone. A 'title' is the row's header
 * (a `th`), the others are data cells. `label` is the column's header, written as in `headers`.
 */
export function Cell({ kind = 'value', label, className = '', children, ...rest }: CellProps) {
  const classes = `${onPhone[kind]} ${className}`;
  return kind === 'title' ? (
    <th role="rowheader" scope="row" className={classes} {...rest}>
      {children}
    </th>
  ) : (
    <td role="cell" data-label={label} className={classes} {...rest}>
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
