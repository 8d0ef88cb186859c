import type { UserSummary } from '@glossy/contract';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Cell, Row, TableFrame } from '../../../components/ui/TableFrame';
import { avatarSrc } from '../../../lib/avatar';
import { DemoteButton } from './DemoteButton';
import { GrantRoleButton, RoleWord } from './GrantRoleButton';
import { SignOutEverywhereButton } from './SignOutEverywhereButton';

interface UsersTableProps {
  users: UserSummary[];
  /** The number of the first row, so numbering runs on across pages. */
  firstNumber: number;
  currentEmail: string | undefined;
  busy: boolean;
}

const headers = ['#', 'Name', 'Email', 'Make Admin', 'Make Instructor', 'Sessions'] as const;

/** The admin's own row: no role buttons (the server refuses changes to one's own role anyway). */
function You() {
  return <span className="text-base-content/70 text-sm font-medium">You</span>;
}

/**
 * The Make Instructor column: the grant for a student; for an instructor the role word and a step
 * down to student; for an admin, never a grant (that would demote) but an explicit Demote….
 */
function InstructorCell({ user }: { user: UserSummary }) {
  if (user.role === 'student') return <GrantRoleButton user={user} role="instructor" />;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {user.role === 'instructor' && <RoleWord role="instructor" />}
      <DemoteButton user={user} />
    </span>
  );
}

function Frame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <TableFrame label="Users table" caption="All users" headers={headers} busy={busy}>
      {children}
    </TableFrame>
  );
}

export function UsersTable({ users, firstNumber, currentEmail, busy }: UsersTableProps) {
  return (
    <Frame busy={busy}>
      {users.map((user, index) => {
        const isSelf =
          currentEmail !== undefined && user.email.toLowerCase() === currentEmail.toLowerCase();
        return (
          <Row key={user._id}>
            <Cell kind="lead" className="text-base-content/70 tabular-nums">
              {firstNumber + index}
            </Cell>
            <Cell kind="title" className="font-normal">
              <span className="flex items-center gap-3">
                <img
                  src={avatarSrc(user.photo)}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                  decoding="async"
                  className="size-9 shrink-0 rounded-full object-cover"
                />
                <span className="min-w-0 font-medium break-words md:whitespace-nowrap">
                  {user.name}
                </span>
                {isSelf && <span className="badge badge-ghost badge-sm">you</span>}
              </span>
            </Cell>
            <Cell
              label={headers[2]}
              className="text-base-content/80 break-all md:whitespace-nowrap"
            >
              {user.email}
            </Cell>
            <Cell kind="action">
              {isSelf ? (
                <RoleWord role={user.role} />
              ) : (
                <GrantRoleButton user={user} role="admin" />
              )}
            </Cell>
            <Cell kind="action">{isSelf ? <You /> : <InstructorCell user={user} />}</Cell>
            <Cell kind="action">
              <SignOutEverywhereButton user={user} isSelf={isSelf} />
            </Cell>
          </Row>
        );
      })}
    </Frame>
  );
}

export function UsersTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Frame>
      {Array.from({ length: rows }, (_, i) => (
        <Row key={i}>
          <Cell kind="lead">
            <Skeleton className="h-4 w-5" />
          </Cell>
          <Cell kind="title">
            <span className="flex items-center gap-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <Skeleton className="h-4 w-32" />
            </span>
          </Cell>
          <Cell label={headers[2]}>
            <Skeleton className="h-4 w-44" />
          </Cell>
          <Cell kind="action">
            <Skeleton className="h-8 w-24" />
          </Cell>
          <Cell kind="action">
            <Skeleton className="h-8 w-32" />
          </Cell>
          <Cell kind="action">
            <Skeleton className="h-8 w-36" />
          </Cell>
        </Row>
      ))}
    </Frame>
  );
}
