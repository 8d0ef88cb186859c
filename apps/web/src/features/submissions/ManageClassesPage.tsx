import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../components/ui/QueryError';
import { RequireRole } from '../accounts/RequireRole';
import { DashboardPageHeader } from '../dashboard/DashboardPageHeader';
import { Icon } from '../dashboard/icons';
import { useUserSearchParams } from '../dashboard/useUserSearchParams';
import { ReviewClassesTable, ReviewClassesTableSkeleton } from './ReviewClassesTable';
import {
  reviewPageSize,
  statusFilters,
  useStatusCounts,
  useSubmissions,
  type StatusFilter,
} from './review-queries';
import { Pager } from '../../components/ui/Pager';
import { TabPanel, Tabs, tabId } from '../../components/ui/Tabs';

const filterLabel: Record<StatusFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
  all: 'All',
};

const emptyText: Record<StatusFilter, string> = {
  pending: 'Nothing waits for review. New courses from instructors land here first.',
  approved: 'No course has been approved yet.',
  denied: 'No course has been denied.',
  all: 'No instructor has submitted a course yet.',
};

const isFilter = (value: string | null): value is StatusFilter =>
  statusFilters.includes(value as StatusFilter);

/** ?status= (pending unless said otherwise), ?q= and ?page= in the URL, so a reload keeps the view. */
function useStatusParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StatusFilter = isFilter(raw) ? raw : 'pending';
  const select = (next: StatusFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'pending') updated.delete('status');
        else updated.set('status', next);
        updated.delete('page');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return { status, select };
}

function ManageClasses() {
  const idBase = useId();
  const searchId = useId();
  const panelId = `${idBase}-panel`;
  const { status, select } = useStatusParam();
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
            label: filterLabel[value],
            count: counts[value],
          }))}
          active={status}
          onSelect={select}
          idBase={idBase}
          panelId={panelId}
        />
        <div className="w-full sm:w-72">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium">
            Search courses
          </label>
          <label className="input w-full">
            <Icon name="browse" className="text-base-content/60 size-4" />
            <input
              id={searchId}
              type="search"
              placeholder="Course, instructor or email"
              autoComplete="off"
              value={draft}
              onChange={(event) => changeDraft(event.target.value)}
            />
          </label>
        </div>
      </div>

      <TabPanel id={panelId} labelledBy={tabId(idBase, status)}>
        {query.isPending ? (
          <ReviewClassesTableSkeleton />
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.submissions.length === 0 ? (
          <div className="card-art flex flex-col items-center gap-4 px-6 py-14 text-center">
            <span className="bg-primary/12 text-primary grid size-12 place-items-center rounded-2xl">
              <Icon name="classes" className="size-6" />
            </span>
            <p className="text-base-content/75 max-w-md">
              {q
                ? `No ${status === 'all' ? '' : `${status} `}course matches “${q}”.`
                : emptyText[status]}
            </p>
            {page > 1 && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => goToPage(1)}>
                Back to page 1
              </button>
            )}
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-base-content/75 text-sm" aria-live="polite">
              {total === 1 ? '1 course' : `${total} courses`}
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
