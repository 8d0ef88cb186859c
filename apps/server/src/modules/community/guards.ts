import { requireUser } from '../../platform/caller';
import type { Caller, UserRecord } from '../../platform/context';
import { AppError, invalidInput } from '../../platform/errors';
import { canCommunity, type CommunityAction, type CommunityResource } from './policy';

/**
 * Pictures are only ever our own files (uploads, seeded images): a path on this origin. Other
 * hosts would let a post track its readers; `//` and `/\` are protocol-relative to browsers.
 */
export const isSameOriginPath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

/** Throws 400 on the first field holding a non-empty value that is not a same-origin path. */
export function requireSameOriginPaths(fields: Record<string, string | undefined>) {
  for (const [field, value] of Object.entries(fields)) {
    if (value && !isSameOriginPath(value)) {
      const message = 'Use an uploaded picture (a path on this site)';
      throw invalidInput({ [field]: message });
    }
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
