import { randomUUID } from 'node:crypto';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import {
  courseChapters,
  courseLessons,
  courseReviews,
  courseSubmissions,
  courses,
  enrollments,
  lessonProgress,
  orderItems,
  orders,
  paidCourses,
  payments,
} from '../schema';
import { ensureDemoUsers, type DemoPerson, type DemoStudioOptions } from './demo-accounts';

/** Not the catalog's or the studio's key: each seed step takes its own turn. */
const studentLockKey = 7_270_704;
const day = 24 * 60 * 60 * 1000;

/** A student who signs in with DEMO_PASSWORD, so a fresh install shows the classroom in use. */
export const demoStudent: DemoPerson = {
  email: 'student@glossydrawer.local',
  name: 'Sam Rivera',
  img: '/media/students/student-02.webp',
};

/** What Sam bought, two weeks ago: the first course well under way, the second just opened. */
const boughtCourses = ['Foundations of Drawing', 'Watercolor Landscapes'];
const lessonsDone = 3;
const review = {
  rating: 5,
  review:
    'The value-scale exercise finally made shading click for me, and the paint-along demos are like having Maya at my desk.',
};

/** The paid sandbox order the two courses came with, as checkout would have written it. */
export async function recordPurchase(
  tx: Tx,
  userId: string,
  bought: (typeof courses.$inferSelect)[],
  at: Date,
) {
  const totalCents = bought.reduce((sum, course) => sum + course.priceCents, 0);
  const [order] = await tx
    .insert(orders)
    .values({ userId, totalCents, status: 'paid', createdAt: at, paidAt: at })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderItems).values(
    bought.map((course) => ({
      orderId,
      courseId: course.id,
      name: course.name,
      priceCents: course.priceCents,
    })),
  );
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId,
      userId,
      amountCents: totalCents,
      provider: 'sandbox',
      transactionId: `sandbox_${randomUUID()}`,
      cardLast4: '4242',
      createdAt: at,
    })
    .returning({ id: payments.id });
  await tx
    .insert(paidCourses)
    .values(bought.map((course) => ({ paymentId: payment!.id, userId, courseId: course.id })));
  await tx
    .insert(enrollments)
    .values(bought.map((course) => ({ userId, courseId: course.id, orderId, createdAt: at })));
}

/** The first lessons of the course done, and the next one started a little way in. */
async function recordProgress(tx: Tx, userId: string, courseId: string, now: number) {
  const lessons = await tx
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseChapters.submissionId))
    .where(eq(courseSubmissions.publishedCourseId, courseId))
    .orderBy(asc(courseChapters.position), asc(courseLessons.position))
    .limit(lessonsDone + 1);
  await tx.insert(lessonProgress).values(
    lessons.map((lesson, index) => {
      // A day apart, so 'Resume' goes to the lesson started last.
      const at = new Date(now - (lessons.length - index) * day);
      const done = index < lessonsDone;
      return {
        userId,
        lessonId: lesson.id,
        courseId,
        completed: done,
        positionSec: done ? 0 : 4,
        completedAt: done ? at : null,
        updatedAt: at,
      };
    }),
  );
}

/**
 * The demo student, enrolled in two courses with some progress and a review of the first (counted
 * in its rating when the demo class recounts the catalog). Once only: whatever the student has
 * done since (or an admin removed) is left alone.
 */
export async function seedDemoStudent(db: Db, options: DemoStudioOptions) {
  const ids = await ensureDemoUsers(db, options, [demoStudent], 'student');
  const userId = ids.get(demoStudent.email)!;
  const now = options.now ?? Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${studentLockKey})`);
    const [owned] = await tx
      .select({ n: count() })
      .from(enrollments)
      .where(eq(enrollments.userId, userId));
    if ((owned?.n ?? 0) > 0) return;
    const found = await tx.select().from(courses).where(inArray(courses.name, boughtCourses));
    const bought = boughtCourses.flatMap((name) => found.filter((course) => course.name === name));
    if (bought.length === 0) return;
    await recordPurchase(tx, userId, bought, new Date(now - 14 * day));
    const first = bought[0]!;
    await recordProgress(tx, userId, first.id, now);
    await tx.insert(courseReviews).values({ courseId: first.id, userId, ...review });
  });
}
