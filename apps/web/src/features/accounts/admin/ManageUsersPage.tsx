import { Pager } from '../../../components/ui/Pager';
import { QueryError } from '../../../components/ui/QueryError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { RequireRole } from '../../../lib/auth/RequireRole';
import { useSession } from '../../../lib/auth/session';
import { formatCount } from '../../../lib/format/numbers';
import { SearchField } from '../../../components/form/SearchField';
import { UsersTable, UsersTableSkeleton } from './UsersTable';
import { usersPageSize, useUsers } from './users-queries';
import { useUserSearchParams } from '../../../lib/hooks/useUserSearchParams';

function ManageUsers() {
  const { user } = useSession();
  const { q, page, draft, changeDraft, goToPage } = useUserSearchParams();
  const query = useUsers(q, page);
  const total = query.data?.total;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / usersPageSize));

  return (
    <>
      <title>Glossy Drawer | All users</title>
      <header className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div>
          <p className="eyebrow mb-2">Admin</p>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">All users</h1>
          <div className="text-base-content/75 mt-3 text-lg" aria-live="polite">
            {total === undefined ? (
              <Skeleton className="inline-block h-5 w-32 align-middle" />
            ) : (
              `Total Users: ${formatCount(total)}`
            )}
          </div>
        </div>
        <SearchField
          label="Search users"
          placeholder="Name or email"
          value={draft}
          onChange={changeDraft}
          className="w-full sm:w-80"
        />
      </header>

      {query.isPending ? (
        <UsersTableSkeleton />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.users.length === 0 ? (
        <div className="card-art text-base-content/75 p-10 text-center">
          <p>{q ? `No users match “${q}”.` : 'There are no users on this page.'}</p>
          {page > 1 && (
            <button type="button" className="btn btn-ghost btn-sm mt-4" onClick={() => goToPage(1)}>
              Back to page 1
            </button>
          )}
        </div>
      ) : (
        <div className="space-y-4">
          <UsersTable
            users={query.data.users}
            firstNumber={(page - 1) * usersPageSize + 1}
            currentEmail={user?.email}
            busy={query.isPlaceholderData}
          />
          <Pager label="Pages of users" page={page} pageCount={pageCount} onPage={goToPage} />
        </div>
      )}
    </>
  );
}

/** Spec §2: the admin's user list, where roles are granted. */
export default function ManageUsersPage() {
  return (
    <RequireRole roles={['admin']}>
      <ManageUsers />
    </RequireRole>
  );
}
