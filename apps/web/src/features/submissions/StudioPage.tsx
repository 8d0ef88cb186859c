import type { SubmissionDetail } from '@glossy/contract';
import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { TabPanel, Tabs, tabId } from '../../components/ui/Tabs';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { RequireRole } from '../accounts/RequireRole';
import { useSession } from '../accounts/session';
import { formatPrice } from '../catalog/format';
import { DashboardPageHeader } from '../dashboard/DashboardPageHeader';
import { formatDollars } from '../dashboard/format';
import { Breadcrumb } from './Breadcrumb';
import { CourseScreenSkeleton } from './CourseScreenSkeleton';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { draftOf, loadChecks } from './studio-course-form';
import { useUpdateSubmission } from './studio-queries';
import { StudioCourseForm } from './StudioCourseForm';
import { StudioCurriculum } from './StudioCurriculum';
import { useSubmission } from './submission-queries';
import { SubmissionHistory } from './SubmissionHistory';
import { useChoiceParam } from './useChoiceParam';
import { When } from './When';

const coursesPath = '/dashboard/insaddcourses';
const trail = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: coursesPath, label: 'Instructor Courses' },
];

const statusText: Record<SubmissionDetail['status'], { title: string; text: string }> = {
  pending: {
    title: 'Waiting for review',
    text: 'An admin will approve it or send you feedback. You can keep working on it meanwhile.',
  },
  denied: {
    title: 'Denied',
    text: 'Read the feedback, change what it asks, then send the course again for review.',
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

function StatusCard({ submission, owner }: { submission: SubmissionDetail; owner: boolean }) {
  const update = useUpdateSubmission(submission._id);
  const { title, text } = statusText[submission.status];

  const resubmit = async () => {
    const { checkCourse } = await loadChecks();
    const checked = checkCourse(draftOf(submission));
    if (!checked.ok) {
      toast.error('Some details need fixing first: open Course details.');
      return;
    }
    update.mutate(checked.value, {
      onSuccess: () => toast.success('Sent again for review'),
      onError: (error) => toast.error(error.message || 'The course could not be sent again.'),
    });
  };

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
        className={`rounded-box border p-4 ${submission.status === 'denied' && submission.feedback ? 'border-error/40 bg-error/5' : 'border-base-300 bg-base-200/50'}`}
      >
        <h3 className="text-sm font-semibold">Feedback</h3>
        {submission.feedback ? (
          <>
            <p className="mt-1.5 leading-relaxed break-words whitespace-pre-line">
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

      {submission.status === 'denied' && owner && (
        <button
          type="button"
          className="btn btn-primary w-full"
          disabled={update.isPending}
          aria-busy={update.isPending}
          onClick={() =>
            void resubmit().catch(() => toast.error('The course could not be sent again.'))
          }
        >
          {update.isPending && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          Resubmit for review
        </button>
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
            <Stat label="Students" value={submission.students.toLocaleString('en-US')} />
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

type Tab = 'curriculum' | 'details';
const tabs: readonly { value: Tab; label: string }[] = [
  { value: 'curriculum', label: 'Curriculum' },
  { value: 'details', label: 'Course details' },
];
const tabValues = tabs.map((item) => item.value);

function CourseDetails({ submission, owner }: { submission: SubmissionDetail; owner: boolean }) {
  const { user } = useSession();
  const update = useUpdateSubmission(submission._id);
  const denied = submission.status === 'denied';
  const live = submission.status === 'approved';
  return (
    <div className="card-art p-5 hover:shadow-sm sm:p-8">
      <StudioCourseForm
        // A saved change (or a review) comes back as a new version: the form starts from it.
        key={submission.updatedAt}
        initial={draftOf(submission)}
        instructorName={
          owner ? (user?.displayName ?? submission.sellerName) : submission.sellerName
        }
        email={submission.postedBy}
        submitLabel={denied ? 'Resubmit for review' : 'Save changes'}
        pendingLabel={denied ? 'Sending…' : 'Saving…'}
        readOnly={live || !owner}
        readOnlyNote={
          live
            ? 'This course is live, so its details are locked. An admin can take it out of the catalog if they must change; its lessons can still grow.'
            : 'Only the course’s instructor can change these details.'
        }
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          toast.success(denied ? 'Sent again for review' : 'Changes saved');
        }}
      />
    </div>
  );
}

function Studio({ id }: { id: string }) {
  const { user } = useSession();
  const query = useSubmission(id);
  const location = useLocation();
  const tabIds = useId();
  const panelId = `${tabIds}-panel`;
  const [tab, setTab] = useChoiceParam('tab', tabValues, 'curriculum');
  const [welcome, setWelcome] = useState(
    Boolean((location.state as { added?: boolean } | null)?.added),
  );

  if (query.isPending) {
    return (
      <>
        <Breadcrumb trail={trail} current="Course" />
        <CourseScreenSkeleton
          header={['h-4 w-40', 'h-10 w-2/3']}
          main={['h-10 w-64', 'rounded-box h-40', 'rounded-box h-40']}
          aside={['rounded-box h-80']}
        />
      </>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <Breadcrumb trail={trail} current="Course" />
        <DashboardPageHeader
          title={missing ? 'This course does not exist' : 'The course could not be opened'}
          documentTitle="Studio"
          eyebrow="Instructor studio"
        />
        {missing ? (
          <Link to={coursesPath} className="btn btn-primary">
            Back to your courses
          </Link>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const submission = query.data;
  const owner = user?.email.toLowerCase() === submission.postedBy.toLowerCase();
  return (
    <>
      <Breadcrumb trail={trail} current={submission.courseName} />
      <DashboardPageHeader
        title={submission.courseName}
        documentTitle={`Studio: ${submission.courseName}`}
        eyebrow="Instructor studio"
        actions={
          <Link to={coursesPath} className="btn btn-ghost">
            ← Your courses
          </Link>
        }
      >
        {submission.Level} · {formatPrice(submission.price)} · by {submission.sellerName}
      </DashboardPageHeader>

      {!owner && (
        <div className="alert alert-info alert-soft mb-6" role="note">
          <span>
            This course belongs to {submission.sellerName}; only they can change it.{' '}
            <Link to={`/dashboard/review/${encodeURIComponent(submission._id)}`} className="link">
              Review it in Manage Classes
            </Link>
          </span>
        </div>
      )}

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <StatusCard submission={submission} owner={owner} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Tabs
            label="Studio"
            look="line"
            items={tabs}
            active={tab}
            onSelect={setTab}
            idBase={tabIds}
            panelId={panelId}
          />
          <TabPanel id={panelId} labelledBy={tabId(tabIds, tab)}>
            {tab === 'curriculum' ? (
              <div className="space-y-5">
                {welcome && owner && (
                  <div className="alert alert-success alert-soft" role="status">
                    <span>
                      Your course is in the review queue. Now build its curriculum: add the first
                      chapter, then its lessons.
                    </span>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      onClick={() => setWelcome(false)}
                    >
                      Got it
                    </button>
                  </div>
                )}
                <StudioCurriculum submission={submission} editable={owner} />
              </div>
            ) : (
              <CourseDetails submission={submission} owner={owner} />
            )}
          </TabPanel>
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <SubmissionHistory history={submission.history} />
        </div>
      </div>
    </>
  );
}

/** The instructor's studio for one course: its details, review, history and curriculum. */
export default function StudioPage() {
  const { id = '' } = useParams();
  return (
    <RequireRole roles={['instructor', 'admin']}>
      <Studio key={id} id={id} />
    </RequireRole>
  );
}
