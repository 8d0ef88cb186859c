import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseSubmissions, courses } from '../../db/schema';
import type { AnswerCache } from '../../platform/edge-cache/answer-cache';
import { isUniqueViolation } from '../../db/db-errors';
import { AppError, notFound } from '../../platform/http/errors';
import { ensureDecidable } from './course-life';
import { syllabusOf } from './curriculum-store';
import { recordEvent, type Actor, type SubmissionRow } from './store';

export interface ReviewDecision {
  status?: 'approved' | 'denied';
  feedback?: string;
}

const nameTaken = () =>
  new AppError(
    409,
    'A course with this name is already in the catalog. Ask the instructor to rename it.',
    {
      courseName: 'A course with this name is already in the catalog',
    },
  );

/** Puts the submission into the catalog (a new course, or its earlier one listed again). */
async function publish(tx: Tx, row: SubmissionRow): Promise<string> {
  const [clash] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      row.publishedCourseId
        ? and(eq(courses.name, row.courseName), ne(courses.id, row.publishedCourseId))
        : eq(courses.name, row.courseName),
    )
    .limit(1);
  if (clash) throw nameTaken();
  const values = {
    img: row.image,
    name: row.courseName,
    details: row.description,
    level: row.level,
    instructor: row.sellerName,
    priceCents: row.priceCents,
    videoUrl: row.videoUrl,
    syllabus: await syllabusOf(tx, row.id),
    listed: true,
  };
  if (row.publishedCourseId) {
    await tx.update(courses).set(values).where(eq(courses.id, row.publishedCourseId));
    return row.publishedCourseId;
  }
  // The instructor's own figure stays on the submission: the catalog's rating is its students'.
  const [created] = await tx
    .insert(courses)
    .values({ ...values, rating: 0, reviewCount: 0 })
    .returning({ id: courses.id });
  return created!.id;
}

/**
 * An admin's decision on a submission, in one transaction: approving publishes the course with its
 * curriculum, denying a live course takes it out of the catalog (its buyers keep it), feedback is
 * stored with its time. Each change is kept in the submission's history.
 */
export function reviewService(db: Db, publicAnswers: AnswerCache) {
  return {
    async decide(id: string, decision: ReviewDecision, actor: Actor): Promise<SubmissionRow> {
      let reviewed: SubmissionRow;
      try {
        reviewed = await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(courseSubmissions)
            .where(eq(courseSubmissions.id, id))
            .for('update');
          if (!row) throw notFound('Course submission');
          ensureDecidable(row.status, decision.status);
          const now = new Date();
          const changes: Partial<SubmissionRow> = { updatedAt: now };
          if (decision.status === 'approved') {
            changes.publishedCourseId = await publish(tx, row);
          } else if (decision.status === 'denied' && row.publishedCourseId) {
            await tx
              .update(courses)
              .set({ listed: false })
              .where(eq(courses.id, row.publishedCourseId));
          }
          if (decision.status) Object.assign(changes, { status: decision.status, reviewedAt: now });
          if (decision.feedback !== undefined) {
            Object.assign(changes, { feedback: decision.feedback || null, feedbackAt: now });
          }
          const [updated] = await tx
            .update(courseSubmissions)
            .set(changes)
            .where(eq(courseSubmissions.id, id))
            .returning();
          if (decision.status) await recordEvent(tx, id, actor, decision.status);
          if (decision.feedback) await recordEvent(tx, id, actor, 'feedback', decision.feedback);
          return updated!;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
      if (decision.status) publicAnswers.clear();
      return reviewed;
    },
  };
}
