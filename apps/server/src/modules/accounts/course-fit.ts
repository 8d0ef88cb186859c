import {
  courseInterests,
  type CourseInterest,
  type CourseLevel,
  type FittingCourse,
} from '@glossy/contract';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { presentCourse } from '../catalog/presenter';

/**
 * The words a course about each interest uses (matched as prefixes, in its name, instructor and
 * description): the catalog has no category column, and a course's own words stay true when an
 * instructor edits it, where a label picked once would not.
 */
const interestWords: Record<CourseInterest, string[]> = {
  fundamentals: ['foundation', 'fundamental', 'sketch', 'perspective', 'shading', 'line'],
  // Not 'brush' or 'layer': watercolour and ink courses use them as much.
  digital: ['digital', 'procreate', 'photoshop', 'krita', 'tablet', 'stylus'],
  characters: ['character', 'figure', 'anatomy', 'portrait', 'gesture', 'face'],
  colour: ['color', 'colour', 'watercolor', 'watercolour', 'palette', 'paint'],
  illustration: ['comic', 'ink', 'illustration', 'storytelling', 'manga', 'panel'],
  games: ['concept', 'game', 'pixel', 'sprite', 'creature', 'environment'],
};

const matches = (interest: CourseInterest) =>
  sql<boolean>`(${courses.searchText} @@ to_tsquery('simple', ${interestWords[interest]
    .map((word) => `${word}:*`)
    .join(' | ')}))`.mapWith(Boolean);

/** How many courses onboarding's last step offers. */
export const fitLimit = 6;

/**
 * Listed courses that fit a newcomer's answers: each interest it matches counts one, the level
 * two (a beginner is better served by a beginner's course on anything than by an advanced one on
 * their favourite subject). Nothing answered: the best-rated courses.
 */
export async function fittingCourses(
  db: Db,
  level: CourseLevel | null,
  interests: CourseInterest[],
): Promise<FittingCourse[]> {
  const chosen = courseInterests.filter((interest) => interests.includes(interest));
  const levelFits: SQL<boolean> = level
    ? sql<boolean>`(${courses.level} = ${level})`.mapWith(Boolean)
    : sql<boolean>`false`.mapWith(Boolean);
  const matched = chosen.map(matches);
  const score = sql<number>`(case when ${levelFits} then 2 else 0 end${sql.join(
    matched.map((match) => sql` + case when ${match} then 1 else 0 end`),
  )})`;
  // The interests this course matched, in the contract's order.
  const matchedInterests = chosen.length
    ? sql<CourseInterest[]>`array_remove(array[${sql.join(
        chosen.map((interest, i) => sql`case when ${matched[i]} then ${interest}::text end`),
        sql`, `,
      )}]::text[], null)`
    : sql<CourseInterest[]>`'{}'::text[]`;
  const anyFit = level || chosen.length ? or(levelFits, ...matched) : undefined;
  const rows = await db
    .select({ course: courses, levelFits, interests: matchedInterests })
    .from(courses)
    .where(and(eq(courses.listed, true), anyFit))
    .orderBy(desc(score), desc(courses.rating), desc(courses.students), courses.name)
    .limit(fitLimit);
  return rows.map((row) => ({
    ...presentCourse(row.course),
    levelFits: row.levelFits,
    interests: row.interests,
  }));
}
