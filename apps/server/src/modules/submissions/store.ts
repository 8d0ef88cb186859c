import type { SubmissionQuery } from '@glossy/contract';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  courseChapters,
  courseLessons,
  courseSubmissions,
  courses,
  orderItems,
  orders,
  submissionEvents,
} from '../../db/schema';
import { isUuid } from '../../platform/ids';

export type SubmissionRow = typeof courseSubmissions.$inferSelect;
export type NewSubmission = Omit<
  typeof courseSubmissions.$inferInsert,
  'id' | 'status' | 'feedback' | 'createdAt' | 'updatedAt'
>;
export type SubmissionFields = Partial<
  Pick<
    SubmissionRow,
    'courseName' | 'image' | 'videoUrl' | 'priceCents' | 'rating' | 'description' | 'level'
  >
>;
export type SubmissionAction = (typeof submissionEvents.$inferInsert)['action'];

/** A submission with what the dashboards show beside it: its course's students and sales. */
export interface ListedSubmission extends SubmissionRow {
  students: number;
  revenueCents: number;
  chapters: number;
  lessons: number;
}

export interface Actor {
  id: string;
  name: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Pending first (what needs a review), then the newest. */
const reviewOrder = [
  sql`case ${courseSubmissions.status} when 'pending' then 0 when 'draft' then 1 when 'denied' then 2 else 3 end`,
  desc(courseSubmissions.createdAt),
  asc(courseSubmissions.id),
];

export async function recordEvent(
  tx: Tx | Db,
  submissionId: string,
  actor: Actor,
  action: SubmissionAction,
  note: string | null = null,
) {
  await tx.insert(submissionEvents).values({
    submissionId,
    actorId: actor.id,
    actorName: actor.name,
    action,
    note,
  });
}

/** Course submissions and their history; review and publishing are in `review.ts`. */
export function submissionsStore(db: Db) {
  const listed = {
    students: sql<number>`coalesce(${courses.students}, 0)`.mapWith(Number),
    revenueCents: sql<number>`coalesce((
      select sum(${orderItems.priceCents}) from ${orderItems}
      join ${orders} on ${orders.id} = ${orderItems.orderId}
      where ${orderItems.courseId} = ${courseSubmissions.publishedCourseId}
        and ${orders.status} = 'paid'), 0)`.mapWith(Number),
    chapters: sql<number>`(select count(*) from ${courseChapters}
      where ${courseChapters.submissionId} = ${courseSubmissions.id})`.mapWith(Number),
    lessons: sql<number>`(select count(*) from ${courseLessons}
      join ${courseChapters} on ${courseChapters.id} = ${courseLessons.chapterId}
      where ${courseChapters.submissionId} = ${courseSubmissions.id})`.mapWith(Number),
  };

  const selectListed = () =>
    db
      .select({ submission: courseSubmissions, ...listed })
      .from(courseSubmissions)
      .leftJoin(courses, eq(courses.id, courseSubmissions.publishedCourseId));

  const flatten = (
    row: { submission: SubmissionRow } & Omit<ListedSubmission, keyof SubmissionRow>,
  ) => {
    const { submission, ...extra } = row;
    return { ...submission, ...extra };
  };

  return {
    async create(values: NewSubmission, actor: Actor) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(courseSubmissions)
          .values({ ...values, status: 'draft' })
          .returning({ id: courseSubmissions.id });
        await recordEvent(tx, row!.id, actor, 'drafted');
        return row!.id;
      });
    },

    /**
     * `ownerId` lists one instructor's courses; `reviewerId` an admin's review queue, where other
     * instructors' drafts are not (they are not sent yet), the admin's own are.
     */
    async list(query: SubmissionQuery & { ownerId?: string; reviewerId?: string }) {
      const filters: SQL[] = [];
      if (query.ownerId) filters.push(eq(courseSubmissions.submittedBy, query.ownerId));
      if (query.reviewerId) {
        filters.push(
          or(
            ne(courseSubmissions.status, 'draft'),
            eq(courseSubmissions.submittedBy, query.reviewerId),
          )!,
        );
      }
      if (query.status) filters.push(eq(courseSubmissions.status, query.status));
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        filters.push(
          or(
            ilike(courseSubmissions.courseName, pattern),
            ilike(courseSubmissions.sellerName, pattern),
            ilike(courseSubmissions.postedBy, pattern),
          )!,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const limit = query.limit ?? 50;
      const page = query.page ?? 1;
      const [rows, [totals]] = await Promise.all([
        selectListed()
          .where(where)
          .orderBy(...reviewOrder)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(courseSubmissions).where(where),
      ]);
      return { rows: rows.map(flatten), total: totals?.total ?? 0 };
    },

    async find(id: string): Promise<SubmissionRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(courseSubmissions)
        .where(eq(courseSubmissions.id, id))
        .limit(1);
      return row ?? null;
    },

    async findListed(id: string): Promise<ListedSubmission | null> {
      if (!isUuid(id)) return null;
      const [row] = await selectListed().where(eq(courseSubmissions.id, id)).limit(1);
      return row ? flatten(row) : null;
    },

    history(id: string) {
      return db
        .select()
        .from(submissionEvents)
        .where(eq(submissionEvents.submissionId, id))
        .orderBy(asc(submissionEvents.seq));
    },

    /**
     * The instructor's edit of a course not live (the caller checks). A denied course stays with
     * its instructor until Submit for review (course-life.ts). Answers how many rows changed.
     */
    async edit(row: SubmissionRow, fields: SubmissionFields, actor: Actor) {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(courseSubmissions)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(courseSubmissions.id, row.id), eq(courseSubmissions.status, row.status)))
          .returning({ id: courseSubmissions.id });
        if (changed.length) await recordEvent(tx, row.id, actor, 'edited');
        return changed.length;
      });
    },
  };
}

export type SubmissionsStore = ReturnType<typeof submissionsStore>;
