import { Link, useParams } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { ApiError } from '../../lib/api';
import { RequireRole } from '../../lib/auth/RequireRole';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { CourseScreenSkeleton } from './CourseScreenSkeleton';
import { ReviewActions } from './ReviewActions';
import { ReviewCourseCard } from './ReviewCourseCard';
import { ReviewCurriculum } from './ReviewCurriculum';
import { ReviewFeedbackCard } from './ReviewFeedbackCard';
import { CourseChecklist } from './CourseChecklist';
import { plural } from '../../lib/format/course-format';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { useSubmission } from './submission-queries';
import { SubmissionHistory } from './SubmissionHistory';

const manageClasses = [{ to: '/dashboard/managecourses', label: 'Manage Classes' }];

function Review({ id }: { id: string }) {
  const query = useSubmission(id);
  if (query.isPending) {
    return (
      <>
        <Breadcrumb trail={manageClasses} current="Course review" />
        <CourseScreenSkeleton
          header={['h-4 w-28', 'h-10 w-2/3', 'h-9 w-72']}
          main={['rounded-box h-72', 'rounded-box h-52']}
          aside={['rounded-box h-32', 'rounded-box h-56']}
        />
      </>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <>
        <Breadcrumb trail={manageClasses} current="Course review" />
        <DashboardPageHeader
          title={missing ? 'Course not found' : 'Course review'}
          documentTitle="Course review"
          eyebrow="Admin"
        />
        {missing ? (
          <div className="card-art space-y-4 p-6 text-center sm:p-8">
            <p className="text-base-content/75">
              No submitted course has this address. It may have been removed.
            </p>
            <Link to="/dashboard/managecourses" className="btn btn-primary">
              Back to Manage Classes
            </Link>
          </div>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  const submission = query.data;
  return (
    <>
      <Breadcrumb trail={manageClasses} current={submission.courseName} />
      <DashboardPageHeader
        title={submission.courseName}
        documentTitle={`Review: ${submission.courseName}`}
        eyebrow="Course review"
        actions={<ReviewActions submission={submission} size="md" />}
      >
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <ReviewStatusBadge status={submission.status} />
          <span>
            by {submission.sellerName} · {plural(submission.chapters, 'chapter')} ·{' '}
            {plural(submission.lessons, 'lesson')}
          </span>
        </span>
      </DashboardPageHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          <ReviewCourseCard submission={submission} />
          <ReviewCurriculum chapters={submission.curriculum} />
        </div>
        <aside aria-label="Review" className="space-y-6">
          <ReviewFeedbackCard submission={submission} />
          <section className="card-art p-5 hover:shadow-sm">
            <CourseChecklist checklist={submission.checklist} headingId="review-checklist" />
          </section>
          <SubmissionHistory history={submission.history} />
        </aside>
      </div>
    </>
  );
}

/** An admin opens one submission: its fields, review, history, and every lesson to preview. */
export default function SubmissionReviewPage() {
  const { id = '' } = useParams();
  return (
    <RequireRole roles={['admin']}>
      <Review key={id} id={id} />
    </RequireRole>
  );
}
