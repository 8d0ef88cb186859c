import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { AttemptsTable } from './AttemptTables';
import { useMyAttempts } from './drill-queries';
import { SkillCharts } from './SkillChart';

/** /dashboard/drills: every drill attempt, a chart per skill over the days, the latest listed. */
export default function MyDrillsPage() {
  const query = useMyAttempts();
  return (
    <>
      <DashboardPageHeader title="My Drills" documentTitle="My Drills">
        Lines, ellipses and boxes, scored stroke by stroke: how each skill has gone over your
        attempts.
      </DashboardPageHeader>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton className="rounded-box h-56" />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon="target"
          title="No drills yet"
          text="A course's drills score every line you draw. Your progress appears here after your first attempt."
          to="/courses"
          action="Browse courses"
        />
      ) : (
        <div className="space-y-10">
          <SkillCharts attempts={query.data} />
          <section aria-labelledby="latest-attempts" className="space-y-3">
            <h2 id="latest-attempts" className="text-xl font-semibold">
              Latest attempts
            </h2>
            <AttemptsTable attempts={query.data.slice(0, 20)} by="drill" />
          </section>
        </div>
      )}
    </>
  );
}
