import { useId } from 'react';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSubmitForReview } from './studio-queries';

/**
 * Submit for review: pressable once the server's checklist passes. Should the course have changed
 * meanwhile, the server's 409 names what is missing and the checklist above is refreshed with it.
 */
export function SubmitForReviewButton({
  submissionId,
  ready,
  again,
}: {
  submissionId: string;
  ready: boolean;
  again: boolean;
}) {
  const submit = useSubmitForReview(submissionId);
  const hintId = useId();
  const send = () =>
    submit.mutate(undefined, {
      onSuccess: () => toast.success(again ? 'Sent again for review' : 'Sent for review'),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && Object.keys(error.fields).length
            ? `Not yet: ${Object.values(error.fields).join(' ')}`
            : error.message || 'The course could not be sent for review.',
        ),
    });
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={!ready || submit.isPending}
        aria-busy={submit.isPending}
        aria-describedby={ready ? undefined : hintId}
        onClick={send}
      >
        {submit.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        Submit for review
      </button>
      {!ready && (
        <p id={hintId} className="text-base-content/70 text-center text-xs">
          Complete the checklist to submit the course.
        </p>
      )}
    </div>
  );
}
