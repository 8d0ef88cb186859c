import type { SubmissionStatus } from '@glossy/contract';

const tone: Record<SubmissionStatus, { badge: string; dot: string; label: string }> = {
  draft: { badge: 'bg-base-200', dot: 'bg-base-content/50', label: 'Draft' },
  pending: { badge: 'bg-accent/20', dot: 'bg-accent', label: 'Pending' },
  approved: { badge: 'bg-success/12', dot: 'bg-success', label: 'Approved' },
  denied: { badge: 'bg-primary/10', dot: 'bg-error', label: 'Denied' },
};

/** A submission's status: the word in the page's own ink (always readable), its colour in a dot. */
export function ReviewStatusBadge({ status }: { status: SubmissionStatus }) {
  const { badge, dot, label } = tone[status];
  return (
    <span className={`badge text-base-content gap-1.5 font-medium whitespace-nowrap ${badge}`}>
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${dot}`} />
      {label}
    </span>
  );
}
