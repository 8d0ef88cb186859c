import { Link, type To } from 'react-router';

interface PaginationProps {
  page: number;
  pageCount: number;
  linkTo(page: number): To;
}

/** Page numbers around the current one, with the first and last always in reach. */
export function pagesToShow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap' as const, p] : [p]));
}

/** Plain links, so each page has its own shareable URL. */
export function Pagination({ page, pageCount, linkTo }: PaginationProps) {
  if (pageCount <= 1) return null;
  const arrow = 'btn btn-ghost';
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={arrow} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className={`${arrow} invisible`} aria-hidden="true">
          ← Previous
        </span>
      )}
      {pagesToShow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-2" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={linkTo(p)}
            className={`btn btn-square ${p === page ? 'btn-primary' : 'btn-ghost'}`}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={linkTo(page + 1)} className={arrow} rel="next">
          Next →
        </Link>
      ) : (
        <span className={`${arrow} invisible`} aria-hidden="true">
          Next →
        </span>
      )}
    </nav>
  );
}
