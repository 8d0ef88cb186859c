import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { courseSubmissions } from '../../src/db/schema';
import { acquireDatabase, availableBackends } from '../support/backends';
import { migrationsBefore, migrationsFolder, removeMigrationCopies } from '../support/migrations';

afterAll(removeMigrationCopies);

/*
 * 0013 adds `draft` to the status enum. ALTER TYPE … ADD VALUE may run inside the migrator's
 * transaction on PostgreSQL 12 and later, but the new value cannot be used in that same
 * transaction: the migration must only add it. This upgrades a database with courses in each of
 * the spec's statuses, as the migrator does at start, and checks they keep theirs.
 */
describe.each(availableBackends())('the course-life migration on %s', (backend) => {
  it('upgrades a database with courses under review, keeping their statuses', async () => {
    const scratch = await acquireDatabase(backend);
    const database = await openDatabase({ databaseUrl: scratch.databaseUrl });
    try {
      const before = migrationsBefore('0013_course_life');
      await database.migrate(before);
      const { db } = database;
      await db.execute(sql`insert into users (id, name, email, role)
        values ('00000000-0000-4000-8000-000000000001', 'Maya', 'maya@old.test', 'instructor')`);
      for (const status of ['pending', 'approved', 'denied']) {
        await db.execute(sql`insert into course_submissions
          (submitted_by, course_name, seller_name, image, posted_by, price_cents, rating, description, status)
          values ('00000000-0000-4000-8000-000000000001', ${`Old ${status}`}, 'Maya', '/media/courses/course-01.webp',
            'maya@old.test', 1000, 8, 'An older course', ${status})`);
      }

      // Run twice, like two starts: the second finds nothing left to do.
      await database.migrate(migrationsFolder);
      await database.migrate(migrationsFolder);

      const kept = await db
        .select({ name: courseSubmissions.courseName, status: courseSubmissions.status })
        .from(courseSubmissions)
        .orderBy(asc(courseSubmissions.courseName));
      expect(kept).toEqual([
        { name: 'Old approved', status: 'approved' },
        { name: 'Old denied', status: 'denied' },
        { name: 'Old pending', status: 'pending' },
      ]);
      const [range] = await db
        .select({ values: sql<string>`enum_range(null::submission_status)::text` })
        .from(courseSubmissions)
        .limit(1);
      expect(range?.values).toBe('{draft,pending,approved,denied}');
      await db.execute(sql`insert into course_submissions
        (submitted_by, course_name, seller_name, image, posted_by, price_cents, rating, description, status)
        values ('00000000-0000-4000-8000-000000000001', 'New draft', 'Maya', '/media/courses/course-01.webp',
          'maya@old.test', 0, 8, 'A new course', 'draft')`);
      await db.execute(sql`insert into submission_events (submission_id, actor_name, action)
        select id, 'Maya', 'drafted' from course_submissions where course_name = 'New draft'`);
    } finally {
      await database.close();
      await scratch.release();
    }
  });
});
