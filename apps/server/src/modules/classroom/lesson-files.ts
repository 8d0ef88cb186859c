import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseLessons, courseSubmissions, courses, posts, users } from '../../db/schema';
import { uploadsPath } from '../../platform/storage';

/** The columns where each kind of upload can be used, in lessons and in public places. */
function uses(path: string, extension: string) {
  const lessonUses: SQL[] = [];
  const publicUses: SQL[] = [];
  if (extension === 'mp4' || extension === 'webm') {
    lessonUses.push(sql`${courseLessons.videoUrl} = ${path}`);
    publicUses.push(
      sql`exists(select 1 from ${courses} where ${courses.videoUrl} = ${path})`,
      sql`exists(select 1 from ${courseSubmissions} where ${courseSubmissions.videoUrl} = ${path})`,
    );
  } else if (extension === 'vtt') {
    lessonUses.push(sql`${courseLessons.captionsUrl} = ${path}`);
  } else {
    // Keys hold no LIKE wildcards (platform/storage keyPattern), so the path is matched as it is.
    lessonUses.push(
      sql`${courseLessons.referenceUrl} = ${path}`,
      sql`${courseLessons.article}::text like ${`%"${path}"%`}`,
    );
    publicUses.push(
      sql`exists(select 1 from ${courses} where ${courses.img} = ${path})`,
      sql`exists(select 1 from ${courseSubmissions} where ${courseSubmissions.image} = ${path})`,
      sql`exists(select 1 from ${posts} where ${posts.image} = ${path})`,
      sql`exists(select 1 from ${users} where ${users.photo} = ${path} or ${users.banner} = ${path})`,
    );
  }
  return { inLesson: sql.join(lessonUses, sql` or `), publicUses };
}

/**
 * Which uploads only a signed link may fetch: those a paid (non-preview) lesson uses, unless a
 * preview lesson or a public place (a course's cover or trailer, a post, a profile) shows them too.
 * One query, so the file route stays cheap for the pictures every page loads.
 */
export function lessonFiles(db: Db) {
  return {
    async isProtected(key: string): Promise<boolean> {
      const path = `${uploadsPath}/${key}`;
      const { inLesson, publicUses } = uses(path, key.split('.').pop()!);
      const lessonsWhere = (preview: boolean) =>
        sql`select 1 from ${courseLessons} where ${courseLessons.preview} = ${preview} and (${inLesson})`;
      const open = [sql`exists(${lessonsWhere(true)})`, ...publicUses];
      const [row] = await db
        .select({
          protected: sql<boolean>`exists(${lessonsWhere(false)}) and not (${sql.join(open, sql` or `)})`,
        })
        .from(sql`(select 1) as one`);
      return row?.protected === true;
    },
  };
}
