import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { authSessions, authUsers, roleChanges, users } from '../../db/schema';
import type { Role } from '../../platform/http/context';

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

/** Role changes with their audit line, and ending a user's sessions. */
export function roleStore(db: Db) {
  return {
    /**
     * Moves `subjectId` from `from` to `to` and writes who did it, in one transaction; answers 0
     * when the role was no longer `from` (another admin changed it meanwhile). The token version
     * rises with the role, so the user's API tokens end with it.
     */
    async change(actorId: string | null, subjectId: string, from: Role, to: Role) {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ role: to, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(sql`${users.id} = ${subjectId} and ${users.role} = ${from}`)
          .returning({ id: users.id });
        if (changed.length === 0) return 0;
        await tx.insert(roleChanges).values({ actorId, subjectId, fromRole: from, toRole: to });
        return 1;
      });
    },

    /** Ends every identity session of the user, and so every API token issued from them. */
    async signOutEverywhere(userId: string, email: string): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await tx
          .delete(authSessions)
          .where(
            sql`${authSessions.userId} in (select ${authUsers.id} from ${authUsers} where lower(${authUsers.email}) = ${email})`,
          )
          .returning({ id: authSessions.id });
        await tx
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, userId));
        return ended.length;
      });
    },

    async list(page: number, limit: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: roleChanges.id,
            actor: { id: actors.id, name: actors.name, email: actors.email },
            subject: { id: subjects.id, name: subjects.name, email: subjects.email },
            from: roleChanges.fromRole,
            to: roleChanges.toRole,
            createdAt: roleChanges.createdAt,
          })
          .from(roleChanges)
          .leftJoin(actors, eq(actors.id, roleChanges.actorId))
          .innerJoin(subjects, eq(subjects.id, roleChanges.subjectId))
          .orderBy(desc(roleChanges.createdAt), desc(roleChanges.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(roleChanges),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type RoleStore = ReturnType<typeof roleStore>;
