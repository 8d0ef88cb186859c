import type { AdminOverview } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { apiGet } from '../../../lib/api';
import { RequireRole } from '../../../lib/auth/RequireRole';
import { DashboardPageHeader } from '../../../components/layouts/DashboardPageHeader';
import { formatCount, formatDollars } from '../../../lib/format/numbers';
import { RoleChangesCard } from './RoleChangesCard';
import { RoleShareBar } from './RoleShareBar';
import { StatCard } from './StatCard';

const overviewKey = ['dashboard', 'admin-overview'] as const;

function StatGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">{children}</dl>
    </section>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the overview" className="space-y-10">
      {[4, 4, 2].map((count, group) => (
        <div key={group} className="space-y-4">
          <Skeleton className="h-6 w-40" />
          <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            {Array.from({ length: count }, (_, i) => (
              <Skeleton key={i} className="rounded-box h-36" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function Overview({ data }: { data: AdminOverview }) {
  const { users } = data;
  return (
    <div className="space-y-10">
      <StatGroup id="overview-people" title="People">
        <StatCard label="Students" value={formatCount(users.student)} icon="users" />
        <StatCard label="Instructors" value={formatCount(users.instructor)} icon="draw" />
        <StatCard label="Admins" value={formatCount(users.admin)} icon="overview" />
        <StatCard
          label="Total users"
          value={formatCount(users.total)}
          icon="signup"
          to="/dashboard/manageusers"
          linkLabel="Manage users"
        />
      </StatGroup>
      <RoleShareBar users={users} />
      <StatGroup id="overview-catalog" title="Courses and sales">
        <StatCard label="Courses" value={formatCount(data.courses)} icon="courses" />
        <StatCard
          label="Pending courses"
          value={formatCount(data.pendingCourses)}
          icon="pending"
          hint={
            data.pendingCourses === 0 ? 'Nothing waits for review.' : 'Waiting for your review.'
          }
          to="/dashboard/managecourses"
          linkLabel="Manage Classes"
        />
        <StatCard label="Paid orders" value={formatCount(data.orders)} icon="cart" />
        <StatCard label="Revenue" value={formatDollars(data.revenue)} icon="coins" />
      </StatGroup>
      <StatGroup id="overview-audience" title="Audience">
        <StatCard
          label="Newsletter subscribers"
          value={formatCount(data.subscribers)}
          icon="mail"
        />
        <StatCard
          label="Contact messages"
          value={formatCount(data.contactMessages)}
          icon="inbox"
          to="/dashboard/inbox?box=contact"
          linkLabel="Open the inbox"
        />
      </StatGroup>
    </div>
  );
}

function AdminOverviewScreen() {
  const query = useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => apiGet<AdminOverview>('/admin/overview', signal),
  });
  return (
    <>
      <DashboardPageHeader title="Admin Home" documentTitle="Admin Home" eyebrow="Admin">
        How the studio is doing today, at a glance.
      </DashboardPageHeader>
      {query.isPending ? (
        <OverviewSkeleton />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Overview data={query.data} />
      )}
      <div className="mt-10">
        <RoleChangesCard />
      </div>
    </>
  );
}

export default function AdminHomePage() {
  return (
    <RequireRole roles={['admin']}>
      <AdminOverviewScreen />
    </RequireRole>
  );
}
