/** Previous / Next under a paged list, with where the reader is. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  /** What is paged, for screen readers ('Pages of courses'). */
  label: string;
  page: number;
  pageCount: number;
  onPage(page: number): void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ← Previous
      </button>
      <p className="text-base-content/75 text-sm" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next →
      </button>
    </nav>
  );
}
