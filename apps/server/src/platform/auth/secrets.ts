import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * A secret shared by every instance: the first to start creates it, the rest read the same row,
 * so signed cookies and tokens stay valid whichever instance answers.
 */
export async function sharedSecret(db: Db, name: string, provided?: string): Promise<string> {
  if (provided) return provided;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  return row!.value;
}

/** Whether two secrets are the same, in a time that does not tell how much of them matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
