import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { authUsers, users } from '../schema';

export interface DemoAccount {
  email: string;
  name: string;
  password: string;
  image: string;
}

export interface DemoStudioOptions {
  /** DEMO_PASSWORD: what every demo account (instructors and the student) signs in with. */
  password: string;
  /**
   * Creates an identity account (Better Auth's sign-up). Handed in by the server, so the seed
   * needs nothing from the layers above the database.
   */
  signUp: (account: DemoAccount) => Promise<unknown>;
  now?: number;
}

/** Someone of the demo: who they are and their picture. */
export interface DemoPerson {
  email: string;
  name: string;
  img: string;
}

type Role = (typeof users.$inferInsert)['role'];

/**
 * Demo people's sign-in accounts and product users, with the role they start with; answers their
 * user ids by email. Only missing accounts are created: hashing a password is the slow part of a
 * start on an existing database. A role an admin changes later is left as it is.
 */
export async function ensureDemoUsers(
  db: Db,
  options: DemoStudioOptions,
  people: DemoPerson[],
  role: Role,
): Promise<Map<string, string>> {
  const emails = people.map((person) => person.email);
  const registered = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(inArray(authUsers.email, emails));
  const have = new Set(registered.map((row) => row.email));
  await Promise.all(
    people
      .filter((person) => !have.has(person.email))
      .map(async ({ email, name, img }) => {
        try {
          await options.signUp({ email, name, password: options.password, image: img });
        } catch (err) {
          // Another instance starting at the same moment may have created it first.
          const [row] = await db
            .select({ id: authUsers.id })
            .from(authUsers)
            .where(eq(authUsers.email, email));
          if (!row) throw err;
        }
      }),
  );
  await db
    .insert(users)
    .values(people.map(({ name, email, img }) => ({ name, email, photo: img, role })))
    .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}
