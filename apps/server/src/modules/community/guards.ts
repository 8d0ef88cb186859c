import { requireUser } from '../../platform/auth/caller';
import type { Caller, UserRecord } from '../../platform/http/context';
import { AppError } from '../../platform/http/errors';
import { canCommunity, type CommunityAction, type CommunityResource } from './policy';

/** 403 unless `actor` may do `action` on `resource`. */
export function ensureAllowed(
  actor: UserRecord,
  action: CommunityAction,
  resource?: CommunityResource,
) {
  if (!canCommunity(actor, action, resource)) {
    throw new AppError(403, 'You are not allowed to do that.');
  }
}

/** The signed-in user (or 401), allowed to do `action` on `resource` (or 403). */
export async function authorize(
  caller: Caller,
  action: CommunityAction,
  resource?: CommunityResource,
): Promise<UserRecord> {
  const actor = await requireUser(caller);
  ensureAllowed(actor, action, resource);
  return actor;
}
