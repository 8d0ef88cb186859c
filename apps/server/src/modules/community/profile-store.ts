import type { ProfileUpdate } from '@glossy/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUsers, users } from '../../db/schema';

type UserChanges = Partial<typeof users.$inferInsert>;

/** '' clears an optional field (the original form sent empty inputs); undefined leaves it alone. */
const orNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** The original Edit Profile payload as column changes; only the fields that were sent. */
export function profileChanges(update: ProfileUpdate): UserChanges {
  const changes: UserChanges = {
    name: update.nameValue,
    photo: orNull(update.photoValue),
    totalFrinds: update.TolatFdValue,
    banner: orNull(update.bannerValue),
    intro: orNull(update.introValue),
    jobs: orNull(update.JobsValue),
    profesonal: orNull(update.profesonalValue),
    school: orNull(update.schoolValue),
    collage: orNull(update.collageValue),
    lives: orNull(update.LivesValue),
    relations: orNull(update.relationsValue),
    location: orNull(update.LocationValue),
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as UserChanges;
}

export function profileStore(db: Db) {
  return {
    /**
     * Writes the product record and, in the same transaction, the identity's name and image, so
     * the session (navbar, dashboard) shows what the profile shows (spec §3).
     */
    async update(userId: string, email: string, changes: UserChanges): Promise<number> {
      if (Object.keys(changes).length === 0) return 0;
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set(changes)
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        const identity: { name?: string; image?: string | null } = {};
        if (changes.name !== undefined) identity.name = changes.name;
        if (changes.photo !== undefined) identity.image = changes.photo;
        if (changed.length && Object.keys(identity).length) {
          await tx
            .update(authUsers)
            .set({ ...identity, updatedAt: new Date() })
            .where(eq(sql`lower(${authUsers.email})`, email.toLowerCase()));
        }
        return changed.length;
      });
    },
  };
}
