/**
 * How far along something is, as a thin bar with a label for screen readers. Plain elements
 * rather than daisyUI's `progress`, which the site's CSS does not include.
 */
export function ProgressBar({
  percent,
  label,
  className = '',
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}% complete`}
      className={`bg-base-300 h-2 overflow-hidden rounded-full ${className}`}
    >
      <div
        className={`h-full rounded-full transition-all duration-500 ${value === 100 ? 'bg-success' : 'bg-primary'}`}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

/** A course's progress with words above the bar: where the student stands, and the percent. */
export function LabelledProgress({
  percent,
  courseName,
  status,
}: {
  percent: number;
  courseName: string;
  status: string;
}) {
  return (
    <div>
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-base-content/70">{status}</span>
        <span className="font-semibold">{percent}% complete</span>
      </p>
      <ProgressBar percent={percent} label={`Progress in ${courseName}`} className="mt-2" />
    </div>
  );
}
