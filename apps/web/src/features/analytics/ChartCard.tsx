import { useState, type ReactNode } from 'react';
import { Cell, Row, TableFrame } from '../../components/ui/TableFrame';

export interface ChartTable {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A chart with its heading and a line that says what it shows; the same figures as a table under
 * 'Show as a table', which is what a screen reader or a careful reader uses.
 */
export function ChartCard({
  id,
  title,
  summary,
  table,
  children,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  table: ChartTable;
  children: ReactNode;
}) {
  // The table is built when first asked for: a closed one would still be laid out on a phone.
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={id} className="card-art min-w-0 p-4 sm:p-6">
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      <p className="text-base-content/75 mt-1 mb-4 text-sm">{summary}</p>
      {children}
      <details className="mt-4" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="link link-hover text-sm font-semibold">Show as a table</summary>
        {open && (
          <div className="mt-3">
            <TableFrame label={table.caption} headers={table.headers}>
              {table.rows.map((row, index) => (
                <Row key={index}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <Cell key={column} kind="title">
                        {cell}
                      </Cell>
                    ) : (
                      <Cell key={column} label={table.headers[column]!} className="tabular-nums">
                        {cell}
                      </Cell>
                    ),
                  )}
                </Row>
              ))}
            </TableFrame>
          </div>
        )}
      </details>
    </section>
  );
}
