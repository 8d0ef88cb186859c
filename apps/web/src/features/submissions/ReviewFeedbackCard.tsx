import type { SubmissionDetail } from '@glossy/contract';
import { When } from '../../components/ui/When';

/** The feedback last sent to the instructor, when and if it was. */
export function ReviewFeedbackCard({ submission }: { submission: SubmissionDetail }) {
  return (
    <section aria-labelledby="review-feedback" className="card-art space-y-3 p-5 hover:shadow-sm">
      <h2 id="review-feedback" className="font-display text-xl font-semibold">
        Feedback
      </h2>
      {submission.feedback ? (
        <>
          <p className="leading-relaxed break-words whitespace-pre-line">{submission.feedback}</p>
          {submission.feedbackAt && (
            <p className="text-base-content/70 text-xs">
              Sent <When iso={submission.feedbackAt} />
            </p>
          )}
        </>
      ) : (
        <p className="text-base-content/75 text-sm">
          No feedback yet. The instructor sees what you write here beside the course’s status.
        </p>
      )}
    </section>
  );
}
