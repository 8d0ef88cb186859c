import { Link } from 'react-router';
import { Pager } from '../../components/ui/Pager';
import { QueryError } from '../../components/ui/QueryError';
import { RequireRole } from '../../lib/auth/RequireRole';
import { EmptyState } from '../../components/ui/EmptyState';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { usePageParam } from '../../lib/hooks/usePageParam';
import { statusFilterLabel } from './review-format';
import { plural } from '../../lib/format/course-format';
import { studioFilters, studioPageSize, useMySubmissions } from './studio-queries';
import { StudioCoursesTable, StudioCoursesTableSkeleton } from './StudioCoursesTable';
import type { StatusFilter } from './submission-queries';
import { useChoiceParam } from '../../lib/hooks/useChoiceParam';

const emptyText: Record<Exclude<StatusFilter, 'all'>, string> = {
  draft: 'No drafts: every course of yours has been sent for review.',
  pending: 'None of your courses is waiting for review.',
  approved: 'None of your courses is live yet. Once an admin approves one, it shows here.',
  denied: 'No course of yours has been denied.',
};

function StatusFilterBar({
  status,
  onChange,
}: {
  status: StatusFilter;
  onChange: (status: StatusFilter) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter by status"
      className="bg-base-200 border-base-300 rounded-field inline-flex flex-wrap gap-1.5 border p-1.5"
    >
      {studioFilters.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={status === value}
          className={`btn btn-sm ${status === value ? 'btn-primary' : 'btn-ghost'}`}
          onClick={() => onChange(value)}
        >
          {statusFilterLabel[value]}
        </button>
      ))}
    </div>
  );
}

function InstructorCourses() {
  const [status, setStatus] = useChoiceParam('status', studioFilters, 'all');
  // Paging keeps the reader's place like the status filter does: no history entry, no jump to the top.
  const { page, goToPage } = usePageParam({ replace: true, preventScrollReset: true });
  const query = useMySubmissions(status, page);
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / studioPageSize));

  return (
    <>
      <DashboardPageHeader
        title="Instructor Added Class"
        documentTitle="Instructor Courses"
        eyebrow="Instructor studio"
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/dashboard" className="btn btn-ghost">
              ← Back to dashboard
            </Link>
            <Link to="/dashboard/addcourses" className="btn btn-primary">
              Add a course
            </Link>
          </div>
        }
      >
        Every course you added, with its review status and the admins’ feedback. Open a draft to
        build its lessons and submit it for review once its checklist is complete.
      </DashboardPageHeader>

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <StatusFilterBar status={status} onChange={setStatus} />
        {query.data && (
          <p className="text-base-content/75 text-sm" aria-live="polite">
            {plural(total, 'course')}
          </p>
        )}
      </div>

      {query.isPending ? (
        <StudioCoursesTableSkeleton />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.submissions.length === 0 ? (
        status === 'all' ? (
          <EmptyState
            icon="add"
            title="No courses yet"
            text="Describe your first course, add its chapters and lessons, and send it to the admins for review."
            to="/dashboard/addcourses"
            action="Add a course"
          />
        ) : (
          <div className="bg-base-200 rounded-box px-6 py-12 text-center">
            <p className="text-base-content/80">{emptyText[status]}</p>
            <button
              type="button"
              className="btn btn-ghost btn-sm mt-3"
              onClick={() => setStatus('all')}
            >
              Show all your courses
            </button>
          </div>
        )
      ) : (
        <div className="space-y-4">
          <StudioCoursesTable
            submissions={query.data.submissions}
            firstNumber={(page - 1) * studioPageSize + 1}
            busy={query.isPlaceholderData}
          />
          <Pager
            label="Pages of your courses"
            page={page}
            pageCount={pageCount}
            onPage={goToPage}
          />
        </div>
      )}
    </>
  );
}

/** Spec §2 "Instructor Added Class": the instructor's own submissions, status and feedback. */
export default function InstructorCoursesPage() {
  return (
    <RequireRole roles={['instructor', 'admin']}>
      <InstructorCourses />
    </RequireRole>
  );
}
