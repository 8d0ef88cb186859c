import { useDeferredValue, useId, useState } from 'react';
import { QueryError } from '../../../components/ui/QueryError';
import { clipartUrl, searchClipart, useClipartIndex, type ClipartPiece } from './clipart-index';

/** How many pieces show at once; more come a page at a time. */
const PAGE = 96;

/**
 * The clipart and stickers: a searchable library of Twemoji's openly licensed pictures, served
 * by the product and fetched only when this opens. Picking one hands it to `onPick`.
 */
export function ClipartLibrary({ onPick }: { onPick(piece: ClipartPiece): void }) {
  const id = useId();
  const index = useClipartIndex();
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState<number | null>(null);
  const [shown, setShown] = useState(PAGE);
  const deferredQuery = useDeferredValue(query);
  const found = index.data ? searchClipart(index.data.pieces, deferredQuery, group) : [];

  return (
    <div className="flex flex-col gap-3">
      <label className="input input-sm bg-base-100 w-full" htmlFor={`${id}-search`}>
        <span className="sr-only">Search clipart</span>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Search: cat, star, heart…"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setShown(PAGE);
          }}
        />
      </label>
      {index.data && (
        <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-shelf`}>
          Shelf
          <select
            id={`${id}-shelf`}
            className="select select-sm bg-base-100 flex-1"
            value={group ?? ''}
            onChange={(e) => {
              setGroup(e.target.value === '' ? null : Number(e.target.value));
              setShown(PAGE);
            }}
          >
            <option value="">All ({index.data.pieces.length})</option>
            {index.data.groups.map((name, number) =>
              name ? (
                <option key={name} value={number}>
                  {name}
                </option>
              ) : null,
            )}
          </select>
        </label>
      )}
      {index.isPending && <p className="text-base-content/70 text-sm">Opening the library…</p>}
      {index.isError && <QueryError error={index.error} onRetry={() => void index.refetch()} />}
      {index.data && (
        <>
          <p role="status" className="text-base-content/70 text-xs">
            {found.length === 0
              ? 'Nothing matches; try another word.'
              : `${found.length} ${found.length === 1 ? 'piece' : 'pieces'}`}
          </p>
          <ul className="grid grid-cols-6 gap-1" aria-label="Clipart">
            {found.slice(0, shown).map((piece) => (
              <li key={piece.id}>
                <button
                  type="button"
                  className="hover:bg-base-200 focus-visible:outline-primary rounded-field flex aspect-square w-full items-center justify-center p-1"
                  title={piece.name}
                  aria-label={`Place ${piece.name}`}
                  onClick={() => onPick(piece)}
                >
                  <img
                    decoding="async"
                    src={clipartUrl(piece)}
                    alt=""
                    loading="lazy"
                    className="size-full"
                  />
                </button>
              </li>
            ))}
          </ul>
          {found.length > shown && (
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={() => setShown((n) => n + PAGE)}
            >
              Show more
            </button>
          )}
        </>
      )}
      <p className="text-base-content/70 text-xs">
        Clipart:{' '}
        <a
          className="link"
          href="https://github.com/jdecked/twemoji"
          target="_blank"
          rel="noreferrer"
        >
          Twemoji
        </a>{' '}
        by Twitter, Inc and other contributors,{' '}
        <a
          className="link"
          href="https://creativecommons.org/licenses/by/4.0/"
          target="_blank"
          rel="noreferrer"
        >
          CC BY 4.0
        </a>
        .
      </p>
    </div>
  );
}
