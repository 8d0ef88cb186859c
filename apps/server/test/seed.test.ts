import {
  artEvent,
  attemptDetail,
  attemptList,
  course,
  courseList,
  curriculum,
  drillFigures,
  enrolledCourseList,
  insertedAnswer,
  skillOf,
  submissionDetail,
  type AttemptSummary,
} from '@glossy/contract';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scoreSubmitted } from '../src/modules/classroom/attempt-scoring';
import { courseSubmissions, courses, faqs, users } from '../src/db/schema';
import { seedDemoContent } from '../src/db/seed';
import { demoCourses, demoInstructors, demoReviews } from '../src/db/seed/catalog-data';
import { demoBlogTopics, demoEvents, demoFaqs, demoGallery } from '../src/db/seed/content-data';
import { drillCourse, drillCourseId } from '../src/db/seed/drill-course';
import { seedDemoDrills } from '../src/db/seed/drill-practice';
import { demoStudent } from '../src/db/seed/studio-student';
import { adminEnv, bearer, signIn, signUp, type SignedIn } from './support/actors';
import { expectJson } from './support/http';
import { signInAdmin } from './support/studio';
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

const publicDir = fileURLToPath(new URL('../../web/public', import.meta.url));
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describeEachBackend(
  'demo drill course',
  (ctx) => {
    let sam: SignedIn;
    let maya: SignedIn;
    let mine: AttemptSummary[];
    const as = (who: SignedIn, url: string, method = 'GET') =>
      ctx.request(url, { method, headers: bearer(who) });

    beforeAll(async () => {
      sam = await signIn(ctx, demoStudent.email, ctx.config.DEMO_PASSWORD);
      maya = await signIn(ctx, demoInstructors[0]!.email, ctx.config.DEMO_PASSWORD);
      mine = await expectJson(
        await as(sam, `/api/attempts?course=${drillCourseId}`),
        200,
        attemptList,
      );
    });

    it('lists a free Beginner course by Maya Okafor with a cover the site serves', async () => {
      const shown = await expectJson(
        await ctx.request(`/api/courses/${drillCourseId}`),
        200,
        course,
      );
      expect(shown).toMatchObject({
        name: 'Lines, ellipses and boxes',
        price: 0,
        Level: 'Beginner',
        Instructor: 'Maya Okafor',
      });
      expect(shown.Details.length).toBeGreaterThan(120);
      expect(existsSync(`${publicDir}${shown.img}`)).toBe(true);
      const cheapest = await expectJson(
        await ctx.request('/api/courses?sort=price-asc&limit=1'),
        200,
        courseList,
      );
      expect(cheapest[0]?._id).toBe(drillCourseId);
    });

    /** The course's approved submission with its whole curriculum, as an admin reads it. */
    const submitted = async () => {
      const [row] = await ctx.db
        .select()
        .from(courseSubmissions)
        .where(eq(courseSubmissions.publishedCourseId, drillCourseId));
      const admin = await signInAdmin(ctx);
      const detail = await expectJson(
        await as(admin, `/api/newcourses/${row!.id}`),
        200,
        submissionDetail,
      );
      return { row: row!, lessons: detail.curriculum.flatMap((c) => c.lessons) };
    };

    it('teaches with an intro and at least eight drills, every drill type among them', async () => {
      const { row: submission, lessons } = await submitted();
      expect(submission).toMatchObject({ status: 'approved', postedBy: demoInstructors[0]!.email });
      expect(lessons[0]).toMatchObject({ kind: 'article', preview: true });
      const drills = lessons.filter((l) => l.kind === 'drill');
      expect(drills.length).toBeGreaterThanOrEqual(8);
      expect(new Set(drills.map((l) => l.drill!.type))).toEqual(
        new Set(['lines', 'superimposed', 'ghosted', 'ellipses', 'boxes', 'hatching', 'pressure']),
      );
      const [row] = await ctx.db.select().from(courses).where(eq(courses.id, drillCourseId));
      expect(row!.syllabus.map((s) => s.title)).toEqual(lessons.map((l) => l.title));
    });

    it('has the demo student enrolled, practising over ten days and more, and improving', async () => {
      const owned = await expectJson(await as(sam, '/api/enrollments'), 200, enrolledCourseList);
      const taking = owned.find((c) => c._id === drillCourseId);
      expect(taking?.percent).toBeGreaterThan(0);
      expect(taking?.percent).toBeLessThan(100);

      const now = Date.now();
      const days = new Set(mine.map((a) => Math.floor((now - Date.parse(a.createdAt)) / day)));
      expect(days.size).toBeGreaterThanOrEqual(10);
      expect(Math.max(...days)).toBeLessThanOrEqual(14);
      for (const type of ['lines', 'ellipses', 'boxes'] as const) {
        expect(mine.filter((a) => a.drillType === type).length, type).toBeGreaterThanOrEqual(3);
      }
      // Oldest first: the later half of the fortnight scores above the earlier, in every skill.
      const inOrder = [...mine].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      const half = Math.floor(inOrder.length / 2);
      const earlier = mean(inOrder.slice(0, half).map((a) => a.score));
      const later = mean(inOrder.slice(half).map((a) => a.score));
      expect(later).toBeGreaterThan(earlier + 5);
      for (const skill of ['line', 'ellipse', 'convergence'] as const) {
        const scores = inOrder.filter((a) => skillOf(a.drillType) === skill).map((a) => a.score);
        expect(scores.at(-1)!, skill).toBeGreaterThan(scores[0]!);
      }
      expect(mine.some((a) => a.passed)).toBe(true);
      expect(mine.some((a) => !a.passed)).toBe(true);
    });

    it('stores the figures the server computes again from each attempt’s log', async () => {
      const { lessons } = await submitted();
      const drillOf = new Map(lessons.map((l) => [l._id, l.drill]));
      const firstOfType = new Map<string, AttemptSummary>();
      for (const a of mine) if (!firstOfType.has(a.drillType)) firstOfType.set(a.drillType, a);
      for (const summary of firstOfType.values()) {
        const one = await expectJson(
          await as(sam, `/api/attempts/${summary._id}`),
          200,
          attemptDetail,
        );
        const again = scoreSubmitted(drillOf.get(one.lessonId)!, one.round, one.log);
        // Stored as a 4-byte real: the same figure to six digits.
        expect(one.score, one.lessonTitle).toBeCloseTo(again.result.score, 3);
        expect(one.passed).toBe(again.passed);
        expect(one.strokes.map((s) => s.score)).toEqual(again.result.strokes.map((s) => s.score));
      }
      expect(firstOfType.size).toBeGreaterThanOrEqual(5);
    });

    it('gives the instructor class figures from several students', async () => {
      const outline = await expectJson(
        await ctx.request(`/api/courses/${drillCourseId}/curriculum`),
        200,
        curriculum,
      );
      const lines = outline.chapters
        .flatMap((c) => c.lessons)
        .find((l) => l.title === 'Lines between dots')!;
      const figures = await expectJson(
        await as(maya, `/api/lessons/${lines._id}/attempts/figures`),
        200,
        drillFigures,
      );
      expect(figures.students).toBeGreaterThanOrEqual(3);
      expect(figures.attempts).toBeGreaterThan(figures.students);
      expect(figures.medianScore).toBeGreaterThan(50);
    });

    it('is enrolled in by a new student in one click', async () => {
      const newcomer = await signUp(ctx, 'newcomer@drills.test');
      const res = await as(newcomer, `/api/courses/${drillCourseId}/enroll`, 'POST');
      expect((await expectJson(res, 201, insertedAnswer)).insertedId).not.toBeNull();
    });

    it('is made once: seeding again, even after a rename, changes nothing', async () => {
      const [owner] = await ctx.db
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.email, demoInstructors[0]!.email));
      await ctx.db
        .update(courses)
        .set({ name: `${drillCourse.name}, revised` })
        .where(eq(courses.id, drillCourseId));
      const before = await ctx.snapshot();
      await Promise.all([
        seedDemoDrills(ctx.db, [owner!], Date.now()),
        seedDemoDrills(ctx.db, [owner!], Date.now()),
      ]);
      expect(await ctx.snapshot()).toEqual(before);
    });
  },
  { env: adminEnv },
);
