import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { authUsers } from '../../db/schema';
import type { Identity } from '../../platform/auth/identity';
import { roleStore } from './role-store';
import type { AccountsStore } from './store';

/** ADMIN_EMAIL + ADMIN_PASSWORD: make sure that account exists and holds the admin role. */
export async function ensureAdmin(options: {
  db: Db;
  identity: Identity;
  accounts: AccountsStore;
  logger: Logger;
  email: string;
  password: string;
}) {
  const { db, identity, accounts, logger } = options;
  const email = options.email.toLowerCase();
  const [existing] = await db.select().from(authUsers).where(eq(authUsers.email, email)).limit(1);
  if (!existing) {
    await identity.api.signUpEmail({ body: { email, password: options.password, name: 'Admin' } });
    logger.info({ email }, 'admin account created');
  }
  const [identityRow] = await db
    .select()
    .from(authUsers)
    .where(eq(authUsers.email, email))
    .limit(1);
  const record = await accounts.ensureUser({
    id: identityRow!.id,
    email,
    name: identityRow!.name,
    image: identityRow!.image,
  });
  // Written to the audit list with no actor: the server's configuration made this admin.
  if (record.role !== 'admin') await roleStore(db).change(null, record.id, record.role, 'admin');
}
