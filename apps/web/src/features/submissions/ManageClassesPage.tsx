import { useId } from 'react';
import { Pager } from '../../components/ui/Pager';
import { QueryError } from '../../components/ui/QueryError';
import { TabPanel, Tabs, tabId } from '../../components/ui/Tabs';
import { RequireRole } from '../../lib/auth/RequireRole';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { SearchField } from '../../components/form/SearchField';
import { useUserSearchParams } from '../../lib/hooks/useUserSearchParams';
import { EmptyCard } from '../../components/ui/EmptyCard';
import { ReviewClassesTable, ReviewClassesTableSkeleton } from './ReviewClassesTable';
import { statusFilterLabel } from './review-format';
import { plural } from '../../lib/format/course-format';
import { reviewPageSize, statusFilters, useStatusCounts, useSubmissions } from './review-queries';
import type { StatusFilter } from './submission-queries';
import { useChoiceParam } from '../../lib/hooks/useChoiceParam';

const emptyText: Record<StatusFilter, string> = {
  draft: 'You have no draft of your own.',
  pending: 'Nothing waits for review. New courses from instructors land here first.',
  approved: 'No course has been approved yet.',
  denied: 'No course has been denied.',
  all: 'No instructor has submitted a course yet.',
};

function ManageClasses() {
  const idBase = useId();
  const panelId = `${idBase}-panel`;
  const [status, select] = useChoiceParam('status', statusFilters, 'pending');
  const { q, page, draft, changeDraft, goToPage } = useUserSearchParams();
  const query = useSubmissions(status, q, page);
  const counts = useStatusCounts();
  const total = query.data?.total;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / reviewPageSize));

  return (
    <>
      <DashboardPageHeader title="Manage Classes" documentTitle="Manage Classes" eyebrow="Admin">
        Courses instructors sent for review, pending first. Open one to watch and read its lessons;
        approving it puts it in the catalog at once.
      </DashboardPageHeader>

      <div className="mb-2 flex flex-wrap items-end justify-between gap-4">
        <Tabs
          label="Filter by status"
          items={statusFilters.map((value) => ({
            value,
            label: statusFilterLabel[value],
            count: counts[value],
          }))}
          active={status}
          onSelect={select}
          idBase={idBase}
          panelId={panelId}
        />
        <SearchField
          label="Search courses"
          placeholder="Course, instructor or email"
          value={draft}
          onChange={changeDraft}
          className="w-full sm:w-80"
        />
      </div>

      <TabPanel id={panelId} labelledBy={tabId(idBase, status)}>
        {query.isPending ? (
          <ReviewClassesTableSkeleton />
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.submissions.length === 0 ? (
          <EmptyCard
            icon="classes"
            text={
              q
                ? `No ${status === 'all' ? '' : `${status} `}course matches “${q}”.`
                : emptyText[status]
            }
          >
            {page > 1 && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => goToPage(1)}>
                Back to page 1
              </button>
            )}
          </EmptyCard>
        ) : (
          <div className="space-y-4">
            <p className="text-base-content/75 text-sm" aria-live="polite">
              {plural(query.data.total, 'course')}
              {status === 'all' ? '' : ` ${status}`}
              {q ? ` matching “${q}”` : ''}
            </p>
            <ReviewClassesTable
              submissions={query.data.submissions}
              busy={query.isPlaceholderData}
            />
            <Pager label="Pages of courses" page={page} pageCount={pageCount} onPage={goToPage} />
          </div>
        )}
      </TabPanel>
    </>
  );
}

/** Spec "Manage courses (admin)": review what instructors submitted; approving publishes it. */
export default function ManageClassesPage() {
  return (
    <RequireRole roles={['admin']}>
      <ManageClasses />
    </RequireRole>
  );
}
