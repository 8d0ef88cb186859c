import { and, asc, count, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, authUsers, users } from '../../db/schema';
import type { IdentityUser, Role, UserRecord } from '../../platform/http/context';
import { normalizeEmail } from '../../platform/mail/emails';
import type { TokenClaims } from '../../platform/auth/tokens';

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

    /**
     * The identity and product record behind an API token, in one query (the hot path of every
     * authenticated call): null once the token's session has ended or expired, or once the user's
     * token version has moved on (a role change).
     */
    async tokenHolder(
      claims: TokenClaims,
    ): Promise<{ identity: IdentityUser; record: UserRecord | null } | null> {
      const [row] = await db
        .select({
          identity: {
            id: authUsers.id,
            email: authUsers.email,
            name: authUsers.name,
            image: authUsers.image,
          },
          record: users,
        })
        .from(authSessions)
        .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
        .leftJoin(users, eq(users.email, sql`lower(trim(${authUsers.email}))`))
        .where(
          and(
            eq(authSessions.id, claims.sid),
            eq(authSessions.userId, claims.sub),
            gt(authSessions.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      if (!row) return null;
      if ((row.record?.tokenVersion ?? 0) !== claims.ver) return null;
      return row;
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
