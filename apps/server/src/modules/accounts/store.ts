import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUsers, users } from '../../db/schema';
import type { IdentityUser, Role, UserRecord } from '../../platform/context';
import { normalizeEmail } from '../../platform/emails';

export interface NewUserRecord {
  name: string;
  email: string;
  photo?: string | null;
}

/** Reads and writes the product's user records and looks up identities behind tokens. */
export function accountsStore(db: Db) {
  async function findByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    return row ?? null;
  }

  /** Inserts a student record unless one exists; answers the new id only when it was created. */
  async function createUser(record: NewUserRecord): Promise<string | null> {
    const [row] = await db
      .insert(users)
      .values({
        name: record.name,
        email: normalizeEmail(record.email),
        photo: record.photo ?? null,
        role: 'student',
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    return row?.id ?? null;
  }

  return {
    findByEmail,
    createUser,

    async identityById(id: string): Promise<IdentityUser | null> {
      const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id)).limit(1);
      return row ? { id: row.id, email: row.email, name: row.name, image: row.image } : null;
    },

    async ensureUser(identity: IdentityUser): Promise<UserRecord> {
      const existing = await findByEmail(identity.email);
      if (existing) return existing;
      await createUser({ name: identity.name, email: identity.email, photo: identity.image });
      return (await findByEmail(identity.email))!;
    },

    async findById(id: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async listUsers(query: { q?: string; page: number; limit: number }) {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.email))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Grants a role; answers how many records changed (0 when the user already had it). */
    async setRole(id: string, role: Role): Promise<number> {
      const changed = await db
        .update(users)
        .set({ role })
        .where(and(eq(users.id, id), sql`${users.role} <> ${role}`))
        .returning({ id: users.id });
      return changed.length;
    },

    async countByRole(): Promise<Record<Role, number>> {
      const rows = await db
        .select({ role: users.role, n: count() })
        .from(users)
        .groupBy(users.role);
      const counts: Record<Role, number> = { student: 0, instructor: 0, admin: 0 };
      for (const row of rows) counts[row.role] = row.n;
      return counts;
    },
  };
}

export type AccountsStore = ReturnType<typeof accountsStore>;
