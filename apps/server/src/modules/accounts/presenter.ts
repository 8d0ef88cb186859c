import type { UserSummary } from '@glossy/contract';
import type { UserRecord } from '../../platform/http/context';

/** Never more than the directory needs: no profile details, never credentials. */
export const presentUserSummary = (row: UserRecord): UserSummary => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  photo: row.photo,
});
