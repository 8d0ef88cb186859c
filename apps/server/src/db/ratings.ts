import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from './client';
import { courseReviews, courses, enrollments, instructors } from './schema';

type CourseRef = string | SQLWrapper;

/**
 * A course's catalog rating: the average of its students' reviews, to one decimal (0 while it has
 * none, when the catalog calls it new), and how many there are. The classroom sets both with each
 * review, and the demo seed from its seeded reviews.
 */
export const catalogRating = (courseId: CourseRef): { rating: SQL; reviewCount: SQL } => ({
  rating: sql`(select coalesce(round(avg(${courseReviews.rating})::numeric, 1), 0)
    from ${courseReviews} where ${courseReviews.courseId} = ${courseId})`,
  reviewCount: sql`(select count(*)::integer from ${courseReviews}
    where ${courseReviews.courseId} = ${courseId})`,
});

/**
 * Student counts from the rows: each course's enrollments, and each instructor's the sum of the
 * courses they teach. Commerce recounts the courses a payment or a refund touched; the seed all.
 */
export async function recountStudents(tx: Tx, courseIds?: string[]) {
  if (courseIds?.length === 0) return;
  const touched = courseIds ? inArray(courses.id, courseIds) : undefined;
  const changed = await tx
    .update(courses)
    .set({
      students: sql`(select count(*)::integer from ${enrollments}
        where ${enrollments.courseId} = ${courses.id})`,
    })
    .where(touched)
    .returning({ instructor: courses.instructor });
  const names = [...new Set(changed.map((row) => row.instructor))];
  if (names.length === 0) return;
  await tx
    .update(instructors)
    .set({
      student: sql`(select coalesce(sum(${courses.students}), 0)::integer from ${courses}
        where ${courses.instructor} = ${instructors.name})`,
    })
    .where(inArray(instructors.name, names));
}
