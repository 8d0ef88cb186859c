import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { certificates } from '../../db/schema';
import { isUuid } from '../../platform/ids';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = Pick<
  CertificateRow,
  'userId' | 'courseId' | 'studentName' | 'courseName' | 'instructor'
>;

/** Upper-case letters and digits a reader cannot mistake for one another (no 0/O, 1/I/L, U/V). */
const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const codePattern = /^GD-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/;

const codePart = () =>
  Array.from({ length: 4 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** A verification code such as GD-7K3M-Q9XA: 29^8 ≈ 5·10^11 of them, drawn from crypto random. */
const certificateCode = () => `GD-${codePart()}-${codePart()}`;

/**
 * Issues the student's certificate of the course inside the caller's transaction, once: a second
 * call (or a concurrent one) finds the first. A code already taken, however unlikely, is drawn again.
 * One revoked by a refund stands again, with its code, dated now, when the student bought the
 * course again and finished it again.
 */
export async function issueCertificate(tx: Tx, values: NewCertificate): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await tx
      .insert(certificates)
      .values({ ...values, code: certificateCode() })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(eq(certificates.userId, values.userId), eq(certificates.courseId, values.courseId)),
      )
      .limit(1);
    if (row) {
      await tx
        .update(certificates)
        .set({ revokedAt: null, issuedAt: new Date() })
        .where(and(eq(certificates.id, row.id), isNotNull(certificates.revokedAt)));
      return row.id;
    }
  }
  throw new Error('No free certificate code after five draws');
}

export function certificateStore(db: Db) {
  return {
    /** The student's certificates that stand: a refunded course's is no longer earned. */
    of(userId: string) {
      return db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
        .orderBy(desc(certificates.issuedAt), desc(certificates.id));
    },

    /** By its id, or by the code printed on it (what a reader of the paper has). */
    async find(idOrCode: string): Promise<CertificateRow | null> {
      const code = idOrCode.toUpperCase();
      if (!isUuid(idOrCode) && !codePattern.test(code)) return null;
      const [row] = await db
        .select()
        .from(certificates)
        .where(isUuid(idOrCode) ? eq(certificates.id, idOrCode) : eq(certificates.code, code))
        .limit(1);
      return row ?? null;
    },

    async idFor(userId: string, courseId: string) {
      const [row] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.courseId, courseId),
            isNull(certificates.revokedAt),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },
  };
}
