import type { Submission } from '@glossy/contract';
import { useState } from 'react';
import { Cell } from '../../components/ui/TableFrame';
import { Dialog } from '../../components/ui/Dialog';
import { FeedbackDialog } from './FeedbackDialog';
import { useDecide, type ReviewDecision } from './review-queries';

type Target = Pick<Submission, '_id' | 'courseName' | 'sellerName' | 'feedback' | 'status'>;

function Spinner() {
  return <span className="loading loading-spinner loading-xs" aria-hidden="true" />;
}

/** Denying a live course takes it out of the catalog: that one asks first. */
function ConfirmWithdraw({
  open,
  courseName,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  courseName: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title="Take this course out of the catalog?" onClose={onClose} size="sm">
      <p className="text-base-content/80">
        “{courseName}” is live. Denying it removes it from the catalog; students who bought it keep
        their access.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-ghost" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-error"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={onConfirm}
        >
          {pending && <Spinner />}
          Deny
        </button>
      </div>
    </Dialog>
  );
}

interface ReviewActionsProps {
  submission: Target;
  /** 'table': one cell per button, as the spec's table has them; 'bar': side by side. */
  layout?: 'table' | 'bar';
  size?: 'sm' | 'md';
}

/**
 * Approve, Deny and Feedback for one submission. Approving publishes it to the catalog; only a
 * course sent for review can be approved, a draft neither approved nor denied (the server agrees). Each button shows its own spinner while it works.
 */
export function ReviewActions({ submission, layout = 'bar', size = 'sm' }: ReviewActionsProps) {
  const decide = useDecide();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [confirmingDeny, setConfirmingDeny] = useState(false);
  const pendingDecision = decide.isPending ? decide.variables?.status : undefined;
  const btn = size === 'sm' ? 'btn btn-sm' : 'btn';
  const name = submission.courseName;

  const run = (status: ReviewDecision) =>
    decide.mutate({ submission, status }, { onSettled: () => setConfirmingDeny(false) });

  const approve = (
    <button
      type="button"
      className={`${btn} btn-success whitespace-nowrap`}
      aria-label={layout === 'table' ? `Approve ${name}` : undefined}
      disabled={decide.isPending || submission.status !== 'pending'}
      aria-busy={pendingDecision === 'approved' || undefined}
      onClick={() => run('approved')}
    >
      {pendingDecision === 'approved' && <Spinner />}
      {submission.status === 'approved' && layout === 'bar' ? 'Approved' : 'Approve'}
    </button>
  );
  const deny = (
    <button
      type="button"
      className={`${btn} btn-error btn-outline whitespace-nowrap`}
      aria-label={layout === 'table' ? `Deny ${name}` : undefined}
      disabled={decide.isPending || submission.status === 'denied' || submission.status === 'draft'}
      aria-busy={pendingDecision === 'denied' || undefined}
      onClick={() => (submission.status === 'approved' ? setConfirmingDeny(true) : run('denied'))}
    >
      {pendingDecision === 'denied' && !confirmingDeny && <Spinner />}
      {submission.status === 'denied' && layout === 'bar' ? 'Denied' : 'Deny'}
    </button>
  );
  const feedback = (
    <button
      type="button"
      className={`${btn} btn-secondary btn-outline whitespace-nowrap`}
      aria-label={layout === 'table' ? `Feedback on ${name}` : undefined}
      aria-haspopup="dialog"
      onClick={() => setFeedbackOpen(true)}
    >
      Feedback
    </button>
  );
  const dialogs = (
    <>
      <FeedbackDialog
        submission={submission}
        open={feedbackOpen}
        onClose={() => setFeedbackOpen(false)}
      />
      <ConfirmWithdraw
        open={confirmingDeny}
        courseName={name}
        pending={pendingDecision === 'denied'}
        onConfirm={() => run('denied')}
        onClose={() => setConfirmingDeny(false)}
      />
    </>
  );

  if (layout === 'table') {
    return (
      <>
        <Cell kind="action">{approve}</Cell>
        <Cell kind="action">{deny}</Cell>
        <Cell kind="action">
          {feedback}
          {dialogs}
        </Cell>
      </>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {approve}
      {deny}
      {feedback}
      {dialogs}
    </div>
  );
}
