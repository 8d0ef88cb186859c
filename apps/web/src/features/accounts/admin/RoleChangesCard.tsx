import type { RoleChange } from '@glossy/contract';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSession } from '../../../lib/auth/session';
import { fullDate, timeAgo } from '../../../lib/format/dates';
import { formatCount } from '../../../lib/format/numbers';
import { roleChangesShown, roleName, useRoleChanges } from './role-queries';

const rank: Record<RoleChange['from'], number> = { student: 0, instructor: 1, admin: 2 };

function ChangeLine({ change, myEmail }: { change: RoleChange; myEmail: string | undefined }) {
  const up = rank[change.to] > rank[change.from];
  const actor =
    change.actor === null
      ? 'the system'
      : myEmail && change.actor.email.toLowerCase() === myEmail.toLowerCase()
        ? 'you'
        : change.actor.name;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="break-words">
          <span className="font-medium">{change.subject.name}</span>{' '}
          <span className="text-base-content/70 text-sm">{change.subject.email}</span>
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="badge badge-ghost badge-sm">{roleName[change.from]}</span>
          <span aria-hidden="true">→</span>
          <span className="sr-only">to</span>
          <span className={`badge badge-sm ${up ? 'badge-primary' : 'badge-warning'} badge-soft`}>
            {roleName[change.to]}
          </span>
          <span className="text-base-content/70">by {actor}</span>
        </p>
      </div>
      <time
        dateTime={change.date}
        title={fullDate(change.date)}
        className="text-base-content/70 text-sm whitespace-nowrap"
      >
        {timeAgo(change.date)}
      </time>
    </li>
  );
}

/** The admin home's audit list: who changed whose role, from what to what, and when. */
export function RoleChangesCard() {
  const { user } = useSession();
  const query = useRoleChanges();
  return (
    <section aria-labelledby="overview-role-changes" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="overview-role-changes" className="font-display text-xl font-semibold">
          Role changes
        </h2>
        {query.data && query.data.total > query.data.changes.length && (
          <p className="text-base-content/70 text-sm">
            The latest {roleChangesShown} of {formatCount(query.data.total)}
          </p>
        )}
      </div>
      <div className="card-art px-5 py-2 sm:px-6">
        {query.isPending ? (
          <ul aria-busy="true" aria-label="Loading the role changes">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="flex justify-between gap-4 py-3">
                <Skeleton className="h-10 w-56" />
                <Skeleton className="h-4 w-20" />
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <div className="py-3">
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          </div>
        ) : query.data.changes.length === 0 ? (
          <div className="py-6 text-center">
            <p className="font-medium">No role changes yet.</p>
            <p className="text-base-content/75 mt-1 text-sm">
              Grants and demotions made on{' '}
              <Link to="/dashboard/manageusers" className="link">
                Manage Users
              </Link>{' '}
              show up here.
            </p>
          </div>
        ) : (
          <ul className="divide-base-300 divide-y" aria-label="Latest role changes">
            {query.data.changes.map((change) => (
              <ChangeLine key={change._id} change={change} myEmail={user?.email} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
