import type { UserSummary } from '@glossy/contract';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/Skeleton';
import { TableFrame } from '../../components/ui/TableFrame';
import { avatarSrc } from './dashboard-links';
import { GrantRoleButton } from './GrantRoleButton';

interface UsersTableProps {
  users: UserSummary[];
  /** The number of the first row, so numbering runs on across pages. */
  firstNumber: number;
  currentEmail: string | undefined;
  busy: boolean;
}

const headers = ['#', 'Name', 'Email', 'Make Admin', 'Make Instructor'];

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
      {users.map((user, index) => (
        <tr key={user._id} className="hover:bg-base-200/60">
          <td className="text-base-content/70 tabular-nums">{firstNumber + index}</td>
          <th scope="row" className="font-normal">
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
              <span className="font-medium whitespace-nowrap">{user.name}</span>
              {currentEmail && user.email.toLowerCase() === currentEmail.toLowerCase() && (
                <span className="badge badge-ghost badge-sm">you</span>
              )}
            </span>
          </th>
          <td className="text-base-content/80 whitespace-nowrap">{user.email}</td>
          <td>
            <GrantRoleButton user={user} role="admin" />
          </td>
          <td>
            <GrantRoleButton user={user} role="instructor" />
          </td>
        </tr>
      ))}
    </Frame>
  );
}

export function UsersTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Frame>
      {Array.from({ length: rows }, (_, i) => (
        <tr key={i}>
          <td>
            <Skeleton className="h-4 w-5" />
          </td>
          <td>
            <span className="flex items-center gap-3">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <Skeleton className="h-4 w-32" />
            </span>
          </td>
          <td>
            <Skeleton className="h-4 w-44" />
          </td>
          <td>
            <Skeleton className="h-8 w-24" />
          </td>
          <td>
            <Skeleton className="h-8 w-32" />
          </td>
        </tr>
      ))}
    </Frame>
  );
}
