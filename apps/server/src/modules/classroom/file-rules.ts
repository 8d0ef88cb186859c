import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseChapters, courseLessons, courseSubmissions, courses } from '../../db/schema';
import { openForNow, restricted, type FileRule } from '../files/file-rules';
import { uploadsPath } from '../../platform/storage/storage';

/** The columns of a lesson where each kind of upload can be used. */
function lessonUses(path: string, extension: string): SQL {
  if (extension === 'mp4' || extension === 'webm') return sql`${courseLessons.videoUrl} = ${path}`;
  if (extension === 'vtt') return sql`${courseLessons.captionsUrl} = ${path}`;
  // Keys hold no LIKE wildcards (platform/storage/storage keyPattern), so the path is matched as it is.
  return sql`(${courseLessons.referenceUrl} = ${path} or ${courseLessons.article}::text like ${`%"${path}"%`})`;
}

/**
 * A lesson's files are read by whoever may read one of the lessons that use them: anyone for a
 * preview lesson of a listed course (a draft's preview is not public yet), otherwise only through
 * the signed links the lesson's answer gives its readers.
 * Whatever else names the file does not open it. One query, so the file route stays cheap for
 * the pictures every page loads.
 */
export function lessonFileRule(db: Db): FileRule {
  const lessonOnly = restricted('This file belongs to a course lesson: open the lesson to see it.');
  return async (key) => {
    const uses = lessonUses(`${uploadsPath}/${key}`, key.split('.').pop()!);
    const [row] = await db
      .select({
        used: sql<boolean>`bool_or(true)`,
        preview: sql<boolean>`bool_or(${courseLessons.preview} and coalesce(${courses.listed}, false))`,
      })
      .from(courseLessons)
      .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
      .innerJoin(courseSubmissions, eq(courseSubmissions.id, courseChapters.submissionId))
      .leftJoin(courses, eq(courses.id, courseSubmissions.publishedCourseId))
      .where(uses);
    if (!row?.used) return null;
    return row.preview ? openForNow : lessonOnly;
  };
}

/** A hand-in's pictures are shown through the dashboard's signed links only. */
export const projectFileRule: FileRule = async (key) =>
  key.startsWith('project-')
    ? restricted('This picture belongs to a hand-in: open it from the dashboard.')
    : null;
