import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseLog } from '@glossy/canvas/log';
import {
  courseRating,
  curriculum,
  enrolledCourseList,
  lessonContent,
  paymentList,
  submissionDetail,
  submissionList,
  type Lesson,
  type Submission,
} from '@glossy/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { courseSubmissions, courses, users } from '../../src/db/schema';
import { seedDemoContent } from '../../src/db/seed';
import { demoCourses, demoInstructors } from '../../src/db/seed/catalog-data';
import { seedDemoStudio, type DemoAccount } from '../../src/db/seed/studio';
import { demoStudent } from '../../src/db/seed/studio-student';
import { demoLearnerCount } from '../../src/db/seed/demo-class';
import { adminEnv, identityHeaders, signIn, type SignedIn } from '../support/actors';
import { expectJson } from '../support/http';
import { send, signInAdmin } from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));
/** A file the site serves from apps/web/public, as a lesson points at it. */
const served = (url: string | null) => url !== null && existsSync(`${publicDir}${url}`);

const demoEmails = demoInstructors.map((i) => i.email);

/** The sign-up the server hands the seed, made over HTTP as a browser would. */
const signUpOverHttp = (ctx: TestApp) => async (account: DemoAccount) => {
  const res = await ctx.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: account,
    headers: identityHeaders(ctx),
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
};

const seedAgain = (ctx: TestApp) =>
  seedDemoStudio(ctx.db, { password: ctx.config.DEMO_PASSWORD, signUp: signUpOverHttp(ctx) });

describeEachBackend(
  'demo studio',
  (ctx) => {
    let admin: SignedIn;
    let all: Submission[];
    const detail = async (id: string) =>
      expectJson(await send(ctx, admin, 'GET', `/api/newcourses/${id}`), 200, submissionDetail);
    const lessonsOf = (d: { curriculum: { lessons: Lesson[] }[] }) =>
      d.curriculum.flatMap((c) => c.lessons);

    beforeAll(async () => {
      admin = await signInAdmin(ctx);
      const res = await send(ctx, admin, 'GET', '/api/newcourses?limit=100');
      all = await expectJson(res, 200, submissionList);
    });

    it('schedules one live session on the sketchpad, hosted by a demo instructor, once', async () => {
      const upcoming = (await (await ctx.request('/api/events?when=upcoming')).json()) as {
        kind: string;
        host: { name: string };
        status: string;
      }[];
      const live = upcoming.filter((e) => e.kind === 'live');
      expect(live).toHaveLength(1);
      expect(demoInstructors.map((i) => i.name)).toContain(live[0]!.host.name);
      expect(live[0]!.status).toBe('scheduled');
      await seedAgain(ctx);
      const again = (await (await ctx.request('/api/events?when=upcoming')).json()) as {
        kind: string;
      }[];
      expect(again.filter((e) => e.kind === 'live')).toHaveLength(1);
    });

    it('publishes every demo course from an approved submission of its instructor, with a real curriculum', async () => {
      const catalog = await ctx.db
        .select()
        .from(courses)
        .where(
          inArray(
            courses.name,
            demoCourses.map((c) => c.name),
          ),
        );
      expect(catalog).toHaveLength(demoCourses.length);
      for (const course of catalog) {
        const approved = all.filter((s) => s.courseId === course.id);
        expect(approved, course.name).toHaveLength(1);
        const instructor = demoInstructors.find((i) => i.name === course.instructor)!;
        expect(approved[0]).toMatchObject({
          status: 'approved',
          courseName: course.name,
          sellerName: instructor.name,
          postedBy: instructor.email,
          image: course.img,
          price: course.priceCents / 100,
          Level: course.level,
        });
        expect(approved[0]!.reviewedAt).not.toBeNull();

        const outline = await expectJson(
          await ctx.request(`/api/courses/${course.id}/curriculum`),
          200,
          curriculum,
        );
        const lessons = outline.chapters.flatMap((c) => c.lessons);
        expect(outline.chapters.length, course.name).toBeGreaterThanOrEqual(3);
        expect(lessons.length, course.name).toBeGreaterThanOrEqual(8);
        expect(new Set(lessons.map((l) => l.kind)), course.name).toEqual(
          new Set(['video', 'article', 'exercise']),
        );
        // Every course can be taken end to end, a paint-along demo included.
        const detailed = lessonsOf(await detail(approved[0]!._id));
        expect(
          detailed.some((l) => l.kind === 'exercise' && l.demo),
          course.name,
        ).toBe(true);
        expect(lessons[0]!.preview).toBe(true);
        expect(lessons.filter((l) => l.preview).length).toBeLessThanOrEqual(2);
        // Every lesson states a length: videos their file's, articles their reading time.
        expect(lessons.every((l) => l.durationSec >= 30)).toBe(true);
        // The catalog's syllabus is the curriculum, as approving a course makes it.
        expect(course.syllabus.map((s) => s.title)).toEqual(lessons.map((l) => l.title));
      }
    });

    it('keeps each approval in the history: submitted by the instructor, approved by Admin', async () => {
      const approved = all.find((s) => s.status === 'approved' && demoEmails.includes(s.postedBy))!;
      const { history } = await detail(approved._id);
      expect(history.map((e) => [e.action, e.by])).toEqual([
        ['submitted', approved.sellerName],
        ['approved', 'Admin'],
      ]);
      expect(Date.parse(history[0]!.at)).toBeLessThan(Date.parse(history[1]!.at));
    });

    it('gives lessons content the site serves: videos, structured articles, exercises with references and replayable demos', async () => {
      const demoSubmissions = all.filter((s) => demoEmails.includes(s.postedBy));
      const lessons = (await Promise.all(demoSubmissions.map((s) => detail(s._id)))).flatMap(
        lessonsOf,
      );
      for (const lesson of lessons.filter((l) => l.kind === 'video')) {
        expect(served(lesson.videoUrl), lesson.title).toBe(true);
        expect(served(lesson.captionsUrl), lesson.title).toBe(true);
      }
      for (const lesson of lessons.filter((l) => l.kind === 'article')) {
        const blocks = lesson.article!;
        const types = new Set(blocks.map((b) => b.type));
        expect([...types].sort(), lesson.title).toEqual(
          expect.arrayContaining(['heading', 'list', 'paragraph']),
        );
        const spans = blocks.flatMap((b) =>
          b.type === 'paragraph' ? b.spans : b.type === 'list' ? b.items.flat() : [],
        );
        const links = spans.flatMap((span) => (span.href ? [span.href] : []));
        expect(links.length, lesson.title).toBeGreaterThan(0);
        for (const href of links) expect(href, lesson.title).toMatch(/^\/[a-z]/);
        for (const block of blocks) {
          if (block.type === 'image') expect(served(block.src), block.src).toBe(true);
        }
      }
      const exercises = lessons.filter((l) => l.kind === 'exercise');
      expect(exercises.length).toBeGreaterThanOrEqual(demoCourses.length * 2);
      for (const exercise of exercises) {
        expect(exercise.prompt!.length, exercise.title).toBeGreaterThan(40);
        expect(served(exercise.referenceUrl), exercise.referenceUrl ?? exercise.title).toBe(true);
        if (exercise.demo) expect(() => parseLog(exercise.demo)).not.toThrow();
      }
      const withDemo = exercises.filter((e) => e.demo !== null).length;
      expect(withDemo / exercises.length).toBeGreaterThan(0.5);
      const illustrated = lessons.filter((l) => l.article?.some((b) => b.type === 'image'));
      expect(illustrated.length).toBeGreaterThanOrEqual(demoCourses.length);
    });

    it('leaves two courses pending and one denied with feedback, none of them in the catalog', async () => {
      const inReview = all.filter(
        (s) => demoEmails.includes(s.postedBy) && s.status !== 'approved',
      );
      expect(inReview.map((s) => s.status).sort()).toEqual(['denied', 'pending', 'pending']);
      const names = new Set(demoCourses.map((c) => c.name));
      for (const s of inReview) {
        expect(names.has(s.courseName), s.courseName).toBe(false);
        expect(s.courseId).toBeNull();
        expect(s.image).toMatch(/^\/media\/courses\//);
        expect(s.lessons, s.courseName).toBeGreaterThan(0);
      }
      const denied = inReview.find((s) => s.status === 'denied')!;
      expect(denied.feedback.length).toBeGreaterThan(40);
      expect(denied.feedbackAt).not.toBeNull();
      const { history } = await detail(denied._id);
      expect(history.map((e) => e.action)).toEqual(['submitted', 'denied', 'feedback']);
      expect(history.at(-1)!.note).toBe(denied.feedback);
      // Pending first, as an admin's review queue lists them.
      expect(all[0]!.status).toBe('pending');
    });

    it('lets each demo instructor sign in with DEMO_PASSWORD as an instructor who sees their courses', async () => {
      for (const instructor of demoInstructors) {
        const who = await signIn(ctx, instructor.email, ctx.config.DEMO_PASSWORD);
        const [record] = await ctx.db.select().from(users).where(eq(users.email, instructor.email));
        expect(record?.role).toBe('instructor');
        const mine = await expectJson(
          await send(ctx, who, 'GET', '/api/newcourses'),
          200,
          submissionList,
        );
        expect(mine.length).toBeGreaterThanOrEqual(2);
        expect(mine.every((s) => s.postedBy === instructor.email)).toBe(true);
      }
    });

    it('lets the demo student sign in to two bought courses, one under way and reviewed', async () => {
      const sam = await signIn(ctx, demoStudent.email, ctx.config.DEMO_PASSWORD);
      const owned = await expectJson(
        await send(ctx, sam, 'GET', '/api/enrollments'),
        200,
        enrolledCourseList,
      );
      // The two bought, and the free drill course (its practice: seed.test.ts).
      expect(owned.map((c) => c.name).sort()).toEqual([
        'Foundations of Drawing',
        'Lines, ellipses and boxes',
        'Watercolor Landscapes',
      ]);
      const started = owned.find((c) => c.name === 'Foundations of Drawing')!;
      expect(started.percent).toBeGreaterThan(0);
      expect(started.lastLessonId).not.toBeNull();
      const lesson = await send(ctx, sam, 'GET', `/api/lessons/${started.lastLessonId}`);
      expect((await expectJson(lesson, 200, lessonContent)).progress?.positionSec).toBeGreaterThan(
        0,
      );
      const rating = await expectJson(
        await send(ctx, sam, 'GET', `/api/courses/${started._id}/rating`),
        200,
        courseRating,
      );
      // Counted with the demo class's reviews of the same course.
      expect(rating.mine).not.toBeNull();
      expect(rating.count).toBeGreaterThan(1);
      expect(rating.breakdown.reduce((a, b) => a + b, 0)).toBe(rating.count);
      expect(rating.canReview).toBe(true);
      expect(started.rating).toBe(rating.rating);
      const payments = await expectJson(
        await send(ctx, sam, 'GET', '/api/payments'),
        200,
        paymentList,
      );
      expect(payments).toHaveLength(1);
      // The payment names what it paid for, as the payments list shows it.
      expect(payments[0]!.courses.length).toBeGreaterThan(0);
    });

    it('changes nothing when it runs again', async () => {
      const before = await ctx.snapshot();
      await seedAgain(ctx);
      await seedAgain(ctx);
      expect(await ctx.snapshot()).toEqual(before);
    });
  },
  { env: adminEnv },
);

describeEachBackend(
  'demo studio on a database without it',
  (ctx) => {
    it('creates each account and submission once when two instances seed at the same moment', async () => {
      await seedDemoContent(ctx.db);
      await Promise.all([seedAgain(ctx), seedAgain(ctx)]);
      const counts = await ctx.counts();
      expect(counts).toMatchObject({
        auth_users: demoInstructors.length + 1,
        users: demoInstructors.length + 1 + demoLearnerCount,
        // The catalog's, the review queue's three, and the free drill course's.
        course_submissions: demoCourses.length + 3 + 1,
        // The demo student's two courses, and one paid order for each learner.
        orders: demoLearnerCount + 1,
      });
      expect(counts.enrollments).toBeGreaterThanOrEqual(demoLearnerCount + 2);
      const before = await ctx.snapshot();
      await seedAgain(ctx);
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('does not bring back a demo submission its instructor renamed', async () => {
      await seedAgain(ctx);
      const [pending] = await ctx.db
        .select()
        .from(courseSubmissions)
        .where(eq(courseSubmissions.status, 'pending'))
        .limit(1);
      await ctx.db
        .update(courseSubmissions)
        .set({ courseName: `${pending!.courseName}, revised` })
        .where(eq(courseSubmissions.id, pending!.id));
      const before = await ctx.snapshot();
      await seedAgain(ctx);
      expect(await ctx.snapshot()).toEqual(before);
    });

    it('leaves a role an admin changed afterwards as it is', async () => {
      const [maya] = demoInstructors;
      await seedAgain(ctx);
      await ctx.db.update(users).set({ role: 'student' }).where(eq(users.email, maya!.email));
      await seedAgain(ctx);
      const [record] = await ctx.db.select().from(users).where(eq(users.email, maya!.email));
      expect(record?.role).toBe('student');
    });
  },
  { env: { SEED_DEMO: 'false' } },
);
