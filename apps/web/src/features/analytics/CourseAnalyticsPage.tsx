import { Link, useParams } from 'react-router';
import { DashboardPageHeader } from '../../components/layouts/DashboardPageHeader';
import { QueryError } from '../../components/ui/QueryError';
import { Skeleton } from '../../components/ui/Skeleton';
import { RequireRole } from '../../lib/auth/RequireRole';
import { useChoiceParam } from '../../lib/hooks/useChoiceParam';
import { AnalyticsCharts } from './AnalyticsCharts';
import { AnalyticsSummary } from './AnalyticsSummary';
import { monthSpans, useCourseAnalytics, type MonthSpan } from './analytics-queries';

type Span = `${MonthSpan}`;
const spanChoices = monthSpans.map(String) as readonly Span[];

function SpanPicker({ value, onChange }: { value: Span; onChange: (value: Span) => void }) {
  return (
    <div
      role="group"
      aria-label="Months shown"
      className="bg-base-200 border-base-300 rounded-field inline-flex gap-1 border p-1"
    >
      {spanChoices.map((months) => (
        <button
          key={months}
          type="button"
          aria-pressed={value === months}
          className={`btn btn-sm ${value === months ? 'btn-primary' : 'btn-ghost'}`}
          onClick={() => onChange(months)}
        >
          {months} months
        </button>
      ))}
    </div>
  );
}

function CourseAnalytics({ courseId }: { courseId: string }) {
  const [span, setSpan] = useChoiceParam('months', spanChoices, '12');
  const query = useCourseAnalytics(courseId, Number(span) as MonthSpan);
  const name = query.data?.course.name;

  return (
    <>
      <DashboardPageHeader
        title={name ? `Analytics: ${name}` : 'Analytics'}
        documentTitle={name ? `Analytics: ${name}` : 'Analytics'}
        eyebrow="Instructor studio"
        actions={
          <Link to="/dashboard" className="btn btn-ghost">
            ← Back to dashboard
          </Link>
        }
      >
        Who joins, where they stop, what the course earns and what waits for your critique.
      </DashboardPageHeader>
      <div className="mb-6">
        <SpanPicker value={span} onChange={setSpan} />
      </div>
      {query.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the analytics"
          className="space-y-4"
        >
          <Skeleton className="rounded-box h-24 w-full" />
          <Skeleton className="rounded-box h-64 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <AnalyticsSummary data={query.data} />
          <AnalyticsCharts data={query.data} />
        </div>
      )}
    </>
  );
}

/** A course's analytics, for its instructor or an admin (decision 0113). */
export default function CourseAnalyticsPage() {
  const { courseId = '' } = useParams();
  return (
    <RequireRole roles={['instructor', 'admin']}>
      <CourseAnalytics courseId={courseId} />
    </RequireRole>
  );
}
