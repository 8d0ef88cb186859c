import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, courseSubmissions, courses, drawings, users } from '../../db/schema';
import { isUuid } from '../../platform/ids';

/** How much of each list a profile shows: the newest, enough to fill a page. */
export const portfolioLimits = { drawings: 48, courses: 24, certificates: 24 } as const;

/**
 * What anyone may see of an artist: their record, their public drawings (never a private one),
 * the listed courses they teach, and the certificates that stand. Four small indexed queries.
 */
export function portfolioStore(db: Db) {
  return {
    async find(userId: string) {
      if (!isUuid(userId)) return null;
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) return null;
      const [shown, taught, earned] = await Promise.all([
        db
          .select({
            id: drawings.id,
            title: drawings.title,
            width: drawings.width,
            height: drawings.height,
            strokes: drawings.strokes,
            durationMs: drawings.durationMs,
            thumbnailKey: drawings.thumbnailKey,
            updatedAt: drawings.updatedAt,
          })
          .from(drawings)
          .where(and(eq(drawings.ownerId, userId), eq(drawings.visibility, 'public')))
          .orderBy(desc(drawings.updatedAt), desc(drawings.id))
          .limit(portfolioLimits.drawings),
        db
          .select({ course: courses })
          .from(courseSubmissions)
          .innerJoin(courses, eq(courses.id, courseSubmissions.publishedCourseId))
          .where(and(eq(courseSubmissions.submittedBy, userId), eq(courses.listed, true)))
          .orderBy(desc(courses.students), courses.name)
          .limit(portfolioLimits.courses),
        db
          .select()
          .from(certificates)
          .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
          .orderBy(desc(certificates.issuedAt), desc(certificates.id))
          .limit(portfolioLimits.certificates),
      ]);
      return {
        user,
        drawings: shown,
        courses: taught.map((row) => row.course),
        certificates: earned,
      };
    },
  };
}

export type Portfolio = NonNullable<Awaited<ReturnType<ReturnType<typeof portfolioStore>['find']>>>;
