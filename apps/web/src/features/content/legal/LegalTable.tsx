import { RichText } from './RichText';

interface LegalTableProps {
  caption: string;
  head: string[];
  rows: string[][];
}

/**
 * A table on wide screens; on phones the same rows as stacked cards, because three text columns
 * in 343 px would be unreadable. Only one of the two is displayed, so assistive technology meets
 * the content once.
 */
export function LegalTable({ caption, head, rows }: LegalTableProps) {
  return (
    <>
      <div className="border-base-300 rounded-box hidden overflow-hidden border sm:block">
        <table className="table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="text-base-content">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j} className={j === 0 ? 'text-base-content font-semibold' : undefined}>
                    <RichText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
        {rows.map(([first = '', ...rest], i) => (
          <li key={i} className="border-base-300 rounded-box border p-4">
            <p className="text-base-content font-semibold">
              <RichText text={first} />
            </p>
            <dl className="mt-2 flex flex-col gap-2 text-sm">
              {rest.map((cell, j) => (
                <div key={j}>
                  <dt className="text-base-content/70 text-xs font-semibold tracking-wide uppercase">
                    {head[j + 1]}
                  </dt>
                  <dd>
                    <RichText text={cell} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
