import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseChapters, courseLessons, courseSubmissions } from '../../db/schema';
import { AppError, notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';
import { courseChecklist, missingFields } from './checklist';
import { ownedBy, requireTeacher } from './policy';
import { recordEvent, type Actor } from './store';
import type { UserRecord } from '../../platform/http/context';

/** A course the instructor is still writing: a draft, or a denied course sent back to them. */
export const inTheWorks = (status: string) => status === 'draft' || status === 'denied';

/**
 * Submit for review: the instructor's draft (or denied course) becomes pending when the checklist
 * passes. The submission row is locked while the checklist is read, so the course sent is the one
 * checked.
 */
export function courseLife(db: Db) {
  return {
    async submit(actor: UserRecord & Actor, id: string) {
      requireTeacher(actor);
      if (!isUuid(id)) throw notFound('Course submission');
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(courseSubmissions)
          .where(eq(courseSubmissions.id, id))
          .for('update');
        const row = ownedBy(actor, found ?? null);
        if (!inTheWorks(row.status)) {
          throw new AppError(
            409,
            row.status === 'pending'
              ? 'This course is already waiting for review.'
              : 'This course is live: there is nothing to submit.',
            { status: `The course is ${row.status}` },
          );
        }
        const chapters = await tx
          .select({ id: courseChapters.id, title: courseChapters.title })
          .from(courseChapters)
          .where(eq(courseChapters.submissionId, row.id))
          .orderBy(asc(courseChapters.position));
        const lessons = chapters.length
          ? await tx
              .select({
                chapterId: courseLessons.chapterId,
                title: courseLessons.title,
                kind: courseLessons.kind,
                durationSec: courseLessons.durationSec,
                demo: courseLessons.demo,
              })
              .from(courseLessons)
              .where(
                inArray(
                  courseLessons.chapterId,
                  chapters.map((chapter) => chapter.id),
                ),
              )
          : [];
        const checklist = courseChecklist(row, chapters, lessons);
        if (!checklist.ready) {
          throw new AppError(
            409,
            'The course is not ready for review yet: finish the checklist first.',
            missingFields(checklist),
          );
        }
        await tx
          .update(courseSubmissions)
          .set({ status: 'pending', updatedAt: new Date() })
          .where(eq(courseSubmissions.id, row.id));
        await recordEvent(tx, row.id, actor, row.status === 'denied' ? 'resubmitted' : 'submitted');
        return 1;
      });
    },
  };
}

/** An admin decides only on what was sent for review (or takes a live course out again). */
export function ensureDecidable(status: string, decision: 'approved' | 'denied' | undefined) {
  if (!decision) return;
  if (status === 'draft') {
    throw new AppError(409, 'This course is still a draft: its instructor has not submitted it.', {
      status: 'The course is a draft',
    });
  }
  if (decision === 'approved' && status === 'denied') {
    throw new AppError(
      409,
      'This course was denied: its instructor must change it and submit it again first.',
      { status: 'The course was denied and not resubmitted' },
    );
  }
}
