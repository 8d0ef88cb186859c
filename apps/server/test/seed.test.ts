import { artEvent, course, courseList } from '@glossy/contract';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courses, faqs } from '../src/db/schema';
import { seedDemoContent } from '../src/db/seed';
import { demoCourses, demoInstructors, demoReviews } from '../src/db/seed/catalog-data';
import { demoBlogTopics, demoEvents, demoFaqs, demoGallery } from '../src/db/seed/content-data';
import { expectJson } from './support/http';
import { describeEachBackend } from './support/test-app';

/** The data-fixing statements of a migration, as drizzle would run them. */
const migrationUpdates = (file: string) =>
  readFileSync(new URL(`../drizzle/${file}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE'));

const day = 24 * 60 * 60 * 1000;

const demoCounts = {
  courses: demoCourses.length,
  instructors: demoInstructors.length,
  reviews: demoReviews.length,
  gallery_items: demoGallery.length,
  events: demoEvents().length,
  blog_topics: demoBlogTopics.length,
  faqs: demoFaqs.length,
};

describeEachBackend(
  'demo seed',
  (ctx) => {
    it('starts empty with SEED_DEMO=false; two seeds at once fill each table exactly once', async () => {
      const empty = await ctx.request('/api/courses');
      expect(await expectJson(empty, 200, courseList)).toEqual([]);
      expect(empty.headers.get('x-total-count')).toBe('0');
      await Promise.all([seedDemoContent(ctx.db), seedDemoContent(ctx.db)]);
      expect(await ctx.counts()).toMatchObject(demoCounts);
    });

    it('changes nothing when run again', async () => {
      await seedDemoContent(ctx.db);
      const before = await ctx.snapshot();
      await seedDemoContent(ctx.db);
      await seedDemoContent(ctx.db, Date.now() + 400 * day);
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('refills a demo table that was emptied, leaving the others alone', async () => {
      await seedDemoContent(ctx.db);
      const before = await ctx.snapshot();
      await ctx.db.delete(faqs);
      await seedDemoContent(ctx.db);
      const after = await ctx.snapshot();
      expect(after.faqs?.rows).toBe(demoFaqs.length);
      const { faqs: _refilled, ...others } = after;
      const { faqs: _emptied, ...othersBefore } = before;
      expect(others).toEqual(othersBefore);
    });

    it('dates the demo events around the time of seeding: five ahead, five behind', async () => {
      await seedDemoContent(ctx.db);
      const list = async (when: string) =>
        expectJson(await ctx.request(`/api/events?when=${when}`), 200, z.array(artEvent));
      expect(await list('upcoming')).toHaveLength(5);
      expect(await list('old')).toHaveLength(5);
    });

    it('gives no demo course a video: its preview is its cover being painted, in the browser', async () => {
      await seedDemoContent(ctx.db);
      const rows = await ctx.db.select().from(courses);
      expect(rows).toHaveLength(demoCourses.length);
      expect(rows.map((row) => row.videoUrl)).toEqual(rows.map(() => null));
      // The answer still carries the field, as null.
      const one = await expectJson(await ctx.request(`/api/courses/${rows[0]!.id}`), 200, course);
      expect(one).toHaveProperty('videoUrl', null);
    });

    it('takes the home page’s video back from demo courses stored with it, and only from them (migration 0004)', async () => {
      await seedDemoContent(ctx.db);
      const heroVideo = '/media/hero/hero.mp4';
      // A database seeded before the timelapse, and a course whose instructor uploaded that file.
      await ctx.db.update(courses).set({ videoUrl: heroVideo });
      const [own] = await ctx.db
        .insert(courses)
        .values({
          ...demoCourses[0]!,
          rating: 0,
          name: 'A course with its own preview',
          img: '/uploads/00000000-0000-4000-8000-000000000001.webp',
          videoUrl: heroVideo,
        })
        .returning({ id: courses.id });
      for (const update of migrationUpdates('0004_receipts.sql'))
        await ctx.db.execute(sql.raw(update));
      const after = await ctx.db.select().from(courses);
      const videoOf = (id: string) => after.find((row) => row.id === id)?.videoUrl;
      expect(videoOf(own!.id)).toBe(heroVideo);
      const demo = after.filter((row) => row.id !== own!.id);
      expect(demo.map((row) => row.videoUrl)).toEqual(demo.map(() => null));
      await ctx.db.delete(courses).where(eq(courses.id, own!.id));
    });
  },
  { env: { SEED_DEMO: 'false' } },
);

describe('demo event dates', () => {
  it.each([Date.UTC(2020, 1, 29, 12), Date.UTC(2031, 6, 1, 23, 59)])(
    'are relative to the seeding time %i',
    (now) => {
      const events = demoEvents(now);
      const offsets = events.map((e) => (e.startsAt.getTime() - now) / day);
      expect(offsets.filter((d) => d > 0)).toHaveLength(5);
      expect(offsets.filter((d) => d < 0)).toHaveLength(5);
      // Near enough to be worth showing: within a quarter and a half year of 'now'.
      expect(offsets.every((d) => Math.abs(d) <= 120)).toBe(true);
    },
  );
});
