/** Said where a replay should be when its stroke log cannot be read, with another try. */
export function ReplayFailed({ of, onRetry }: { of: string; onRetry(): void }) {
  return (
    <div role="alert" className="alert alert-error alert-soft">
      <span>The replay cannot be shown: {of} stroke log could not be read.</span>
      <button type="button" className="btn btn-sm min-h-11" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
