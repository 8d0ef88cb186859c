import type { CourseQuery } from '@glossy/contract';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, instructors, reviews } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';

/** A course's serial number, within PostgreSQL's integer so a long one is a 404, not a 500. */
function courseNumber(id: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const number = Number(id);
  return number <= 2_147_483_647 ? number : undefined;
}

/** Each word becomes a prefix match, so 'water land' finds 'Watercolor Landscapes'. */
export function prefixTsQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

const orderings: Record<NonNullable<CourseQuery['sort']>, SQL[]> = {
  popular: [desc(courses.students), asc(courses.number)],
  // Reviewed courses by their average, most reviewed first among equals; new ones after them.
  rating: [desc(courses.rating), desc(courses.reviewCount), asc(courses.number)],
  'price-asc': [asc(courses.priceCents), asc(courses.number)],
  'price-desc': [desc(courses.priceCents), asc(courses.number)],
  newest: [desc(courses.createdAt), desc(courses.number)],
  name: [asc(courses.name)],
};

export const defaultPageSize = 50;

export function catalogStore(db: Db) {
  return {
    async listCourses(query: CourseQuery) {
      // Denied after approval: out of the catalog, while its buyers keep it (My Courses).
      const filters: SQL[] = [eq(courses.listed, true)];
      const tsQuery = query.q ? prefixTsQuery(query.q) : undefined;
      if (tsQuery) filters.push(sql`${courses.searchText} @@ to_tsquery('simple', ${tsQuery})`);
      if (query.level) filters.push(eq(courses.level, query.level));
      if (query.minPrice !== undefined)
        filters.push(gte(courses.priceCents, Math.round(query.minPrice * 100)));
      if (query.maxPrice !== undefined)
        filters.push(lte(courses.priceCents, Math.round(query.maxPrice * 100)));
      const where = and(...filters);
      const limit = query.limit ?? defaultPageSize;
      const page = query.page ?? 1;
      const ordering = orderings[query.sort ?? 'popular'];
      const [items, [totals]] = await Promise.all([
        db
          .select()
          .from(courses)
          .where(where)
          .orderBy(...ordering)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(courses).where(where),
      ]);
      return { items, total: totals?.total ?? 0, page, limit };
    },

    /** By `_id`, or by the serial number the original client put in `id` and links with. */
    async getCourse(id: string) {
      const number = courseNumber(id);
      if (number === undefined && !isUuid(id)) throw notFound('Course');
      const [row] = await db
        .select()
        .from(courses)
        .where(
          and(
            number === undefined ? eq(courses.id, id) : eq(courses.number, number),
            eq(courses.listed, true),
          ),
        )
        .limit(1);
      if (!row) throw notFound('Course');
      return row;
    },

    listInstructors: () => db.select().from(instructors).orderBy(asc(instructors.id)),
    listReviews: () =>
      db.select().from(reviews).orderBy(desc(reviews.rating), asc(reviews.createdAt)),
  };
}
