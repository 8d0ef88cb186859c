/** Read-only stars (spec §5): 1 to 10 stars, default 5; anything else renders nothing. */
export function Stars({
  rating,
  count = 5,
  label,
}: {
  rating: number;
  count?: number;
  label?: string;
}) {
  if (!Number.isFinite(count) || count < 1 || count > 10) return null;
  const value = Math.max(0, Math.min(count, rating));
  const percent = (value / count) * 100;
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${value} out of ${count}`}
      className="relative inline-block max-w-20 align-middle leading-none"
    >
      <span aria-hidden="true" className="text-base-300 tracking-tight">
        {'★'.repeat(count)}
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-0 overflow-hidden tracking-tight whitespace-nowrap text-amber-500"
        style={{ width: `${percent}%` }}
      >
        {'★'.repeat(count)}
      </span>
    </span>
  );
}
