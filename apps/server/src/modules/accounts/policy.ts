import type { UserRecord } from '../../platform/http/context';

export type AccountsAction =
  'users:list' | 'users:grant-role' | 'users:read-role' | 'users:create-record' | 'admin:overview';

/** Who may do what with accounts (every route's rule: test/access-matrix.test.ts). `subjectEmail` is the account acted upon. */
export function canAccounts(
  actor: Pick<UserRecord, 'role' | 'email'>,
  action: AccountsAction,
  subjectEmail?: string,
): boolean {
  const isAdmin = actor.role === 'admin';
  const isSelf = subjectEmail !== undefined && subjectEmail.trim().toLowerCase() === actor.email;
  switch (action) {
    case 'users:list':
    case 'users:grant-role':
    case 'admin:overview':
      return isAdmin;
    case 'users:read-role':
      return isAdmin || isSelf;
    case 'users:create-record':
      return isSelf;
  }
}
