import type { OnboardingInput, OnboardingState } from '@glossy/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Onboarding's answers on the user's record (decision 0115). */
export function onboardingStore(db: Db) {
  return {
    async get(userId: string): Promise<OnboardingState> {
      const [row] = await db
        .select({ level: users.level, interests: users.interests, doneAt: users.onboardedAt })
        .from(users)
        .where(eq(users.id, userId));
      const doneAt = row?.doneAt ?? null;
      return {
        level: row?.level ?? null,
        interests: (row?.interests ?? []) as OnboardingState['interests'],
        done: doneAt !== null,
        doneAt: doneAt?.toISOString() ?? null,
      };
    },

    /** Stores the answers and marks onboarding done; the first finish's date stays. */
    async save(userId: string, input: OnboardingInput): Promise<number> {
      const changed = await db
        .update(users)
        .set({
          level: input.level,
          interests: input.interests,
          onboardedAt: sql`coalesce(${users.onboardedAt}, now())`,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return changed.length;
    },
  };
}
