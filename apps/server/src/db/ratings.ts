import { sql, type SQL } from 'drizzle-orm';
import { courseReviews } from './schema';

/**
 * A course's rating once students have reviewed it: the average of their reviews, to one decimal.
 * The classroom sets it with each review, and the demo seed with its student's.
 */
export const averageRating = (courseId: string): SQL =>
  sql`(select round(avg(${courseReviews.rating})::numeric, 1)
    from ${courseReviews} where ${courseReviews.courseId} = ${courseId})`;
