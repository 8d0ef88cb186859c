import { requireUser } from '../../platform/auth/caller';
import type { Caller, UserRecord } from '../../platform/http/context';
import { AppError } from '../../platform/http/errors';
import { isEmailOf } from '../../platform/mail/emails';

export type CommunityAction =
  | 'post:create'
  | 'post:delete'
  | 'post:like'
  | 'post:see-email'
  | 'comment:create'
  | 'comment:delete'
  | 'profile:read'
  | 'profile:update';

/** What an action is about: the owner's product id and/or email, whichever the route knows. */
export interface CommunityResource {
  ownerId?: string;
  ownerEmail?: string;
}

type Actor = Pick<UserRecord, 'id' | 'role' | 'email'>;

/** Who may do what with posts, comments and profiles (every route's rule: test/access-matrix.test.ts). */
export function canCommunity(
  actor: Actor,
  action: CommunityAction,
  resource: CommunityResource = {},
): boolean {
  const isAdmin = actor.role === 'admin';
  const isOwner =
    (resource.ownerId !== undefined && resource.ownerId === actor.id) ||
    (resource.ownerEmail !== undefined && isEmailOf(actor, resource.ownerEmail));
  switch (action) {
    // The author of a post is always the caller: whatever email a post names is ignored.
    case 'post:create':
    case 'post:like':
    case 'comment:create':
      return true;
    case 'post:delete':
    case 'post:see-email':
    case 'comment:delete':
    case 'profile:read':
      return isOwner || isAdmin;
    // An admin may read any profile but only its owner edits it (spec §3: it is their identity).
    case 'profile:update':
      return isOwner;
  }
}

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
