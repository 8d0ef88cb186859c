interface UsersPagerProps {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

export function UsersPager({ page, pageCount, onPage }: UsersPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of users" className="flex items-center justify-between gap-3">
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
