import type { SubmissionDetail } from '@glossy/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format/course-format';
import { formatDollars } from '../../lib/format/numbers';
import { CourseChecklist } from './CourseChecklist';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { SubmitForReviewButton } from './SubmitForReviewButton';
import { When } from '../../components/ui/When';
import { formatCount } from '../../lib/format/numbers';

const statusText: Record<SubmissionDetail['status'], { title: string; text: string }> = {
  draft: {
    title: 'Draft',
    text: 'Only you and the admins can see it. Build its lessons, then submit it for review once the checklist is complete.',
  },
  pending: {
    title: 'Waiting for review',
    text: 'An admin will approve it or send you feedback. You can keep working on it meanwhile.',
  },
  denied: {
    title: 'Denied: back to draft',
    text: 'Read the feedback, change what it asks, then submit the course for review again.',
  },
  approved: {
    title: 'Live in the catalog',
    text: 'Students can buy it now. You can keep adding chapters and lessons.',
  },
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="bg-base-200 rounded-field px-3 py-2">
      <dt className="text-base-content/70 text-xs">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Where the course stands in its life, the admins' feedback beside its checklist, its numbers, and
 * Submit for review while it is a draft (or denied).
 */
export function StudioStatusCard({
  submission,
  owner,
}: {
  submission: SubmissionDetail;
  owner: boolean;
}) {
  const { title, text } = statusText[submission.status];
  const inTheWorks = submission.status === 'draft' || submission.status === 'denied';

  return (
    <section aria-labelledby="studio-status" className="card-art space-y-4 p-5 hover:shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="studio-status" className="font-display text-xl font-semibold">
          {title}
        </h2>
        <ReviewStatusBadge status={submission.status} />
      </div>
      <p className="text-base-content/80 text-sm">{text}</p>

      <div
        className={`rounded-box border p-4 ${submission.status === 'denied' && submission.feedback ? 'border-primary bg-primary/10' : 'border-base-300 bg-base-200/50'}`}
      >
        <h3 className="text-sm font-semibold">Feedback</h3>
        {submission.feedback ? (
          <>
            <p className="mt-1 leading-relaxed break-words whitespace-pre-line">
              {submission.feedback}
            </p>
            {submission.feedbackAt && (
              <p className="text-base-content/70 mt-2 text-xs">
                <When iso={submission.feedbackAt} />
              </p>
            )}
          </>
        ) : (
          <p className="text-base-content/70 mt-1 text-sm">No feedback yet.</p>
        )}
      </div>

      {submission.status !== 'approved' && (
        <CourseChecklist checklist={submission.checklist} headingId="studio-checklist" />
      )}

      {inTheWorks && owner && (
        <SubmitForReviewButton
          submissionId={submission._id}
          ready={submission.checklist.ready}
          again={submission.status === 'denied'}
        />
      )}

      <dl className="grid grid-cols-2 gap-2">
        <Stat label="Price" value={formatPrice(submission.price)} />
        <Stat label="Level" value={submission.Level} />
        <Stat label="Chapters" value={String(submission.curriculum.length)} />
        <Stat
          label="Lessons"
          value={String(submission.curriculum.reduce((sum, c) => sum + c.lessons.length, 0))}
        />
        {submission.courseId && (
          <>
            <Stat label="Students" value={formatCount(submission.students)} />
            <Stat label="Revenue" value={formatDollars(submission.revenue)} />
          </>
        )}
      </dl>
      {submission.status === 'approved' && submission.courseId && (
        <Link
          to={`/detail/${encodeURIComponent(submission.courseId)}`}
          className="btn btn-outline btn-sm w-full"
        >
          View it in the catalog
        </Link>
      )}
    </section>
  );
}
