import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { analyticsPath } from './studio-paths';
import { QueryError } from '../../components/ui/QueryError';
import { TabPanel, Tabs, tabId } from '../../components/ui/Tabs';
import { ApiError } from '../../lib/api';
import { RequireRole } from '../../lib/auth/RequireRole';
import { useSession } from '../../lib/auth/session';
import { formatPrice } from '../../lib/format/course-format';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { Breadcrumb } from '../../components/ui/Breadcrumb';
import { CourseScreenSkeleton } from './CourseScreenSkeleton';
import { StudioCourseDetails } from './StudioCourseDetails';
import { StudioCurriculum } from './StudioCurriculum';
import { StudioStatusCard } from './StudioStatusCard';
import { useSubmission } from './submission-queries';
import { SubmissionHistory } from './SubmissionHistory';
import { useChoiceParam } from '../../lib/hooks/useChoiceParam';

const coursesPath = '/dashboard/insaddcourses';
const trail = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: coursesPath, label: 'Instructor Courses' },
];

type Tab = 'curriculum' | 'details';
const tabs: readonly { value: Tab; label: string }[] = [
  { value: 'curriculum', label: 'Curriculum' },
  { value: 'details', label: 'Course details' },
];
const tabValues = tabs.map((item) => item.value);

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
          main={['h-10 w-72', 'rounded-box h-36', 'rounded-box h-36']}
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
          <div className="flex flex-wrap gap-2">
            <Link to={coursesPath} className="btn btn-ghost">
              ← Your courses
            </Link>
            {submission.courseId && (
              <Link to={analyticsPath(submission.courseId)} className="btn btn-outline">
                Analytics
              </Link>
            )}
          </div>
        }
      >
        {submission.Level} · {formatPrice(submission.price)} · by {submission.sellerName}
      </DashboardPageHeader>

      {!owner && (
        <div className="alert alert-soft bg-info/10 mb-6" role="note">
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
          <StudioStatusCard submission={submission} owner={owner} />
        </div>
        <div className="min-w-0 lg:row-span-2 lg:row-start-1">
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
              <div className="space-y-6">
                {welcome && owner && (
                  <div className="alert alert-soft bg-success/12" role="status">
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
              <StudioCourseDetails submission={submission} owner={owner} />
            )}
          </TabPanel>
        </div>
        <div className="lg:col-start-2">
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
