import {
  checkoutAnswer,
  insertedAnswer,
  sandboxCards,
  submissionDetail,
  type LessonInput,
} from '@glossy/contract';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { lessonProgress } from '../../src/db/schema';
import type { SignedIn } from './actors';
import { createDrawing } from './drawings';
import { expectJson } from './http';
import { addChapter, addLesson, send, sendForReview, submitCourse } from './studio';
import type { TestApp } from './test-app';

export interface PublishedCourse {
  submissionId: string;
  courseId: string;
  chapterId: string;
  /** In the order given. */
  lessonIds: string[];
}

/** An instructor's course with one chapter of these lessons, approved by an admin into the catalog. */
export async function publishCourse(
  ctx: TestApp,
  admin: SignedIn,
  instructor: SignedIn,
  lessons: unknown[],
  name = `Classroom ${Math.random().toString(36).slice(2, 8)}`,
): Promise<PublishedCourse> {
  const submissionId = await submitCourse(ctx, instructor, { courseName: name, rating: 4.2 });
  const chapterId = await addChapter(ctx, instructor, submissionId, 'First steps');
  const lessonIds: string[] = [];
  for (const lesson of lessons) lessonIds.push(await addLesson(ctx, instructor, chapterId, lesson));
  await sendForReview(ctx, instructor, submissionId);
  const approved = await send(ctx, admin, 'PATCH', `/api/newcourses/${submissionId}`, {
    status: 'approved',
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
  const detail = await expectJson(
    await send(ctx, admin, 'GET', `/api/newcourses/${submissionId}`),
    200,
    submissionDetail,
  );
  return { submissionId, courseId: detail.courseId!, chapterId, lessonIds };
}

/** Buys the course through the cart and the sandbox checkout, as a student does in the browser. */
export async function buyCourse(ctx: TestApp, who: SignedIn, courseId: string) {
  const added = await send(ctx, who, 'POST', '/api/addClass', { classI: courseId });
  const { insertedId } = await expectJson(added, 201, insertedAnswer);
  const checkout = await expectJson(
    await send(ctx, who, 'POST', `/api/order/${insertedId}`),
    201,
    checkoutAnswer,
  );
  const orderId = new URL(checkout.url, 'http://localhost').searchParams.get('order')!;
  const paid = await send(ctx, who, 'POST', `/api/orders/${orderId}/pay`, {
    cardNumber: sandboxCards.success,
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
}

export const articleOnly = (title: string, preview = false): LessonInput => ({
  title,
  kind: 'article',
  durationSec: 300,
  preview,
  article: [{ type: 'paragraph', spans: [{ text: `${title}: read me.` }] }],
});

export const videoOnly = (
  title: string,
  durationSec: number,
  extra: Partial<LessonInput> = {},
): LessonInput => ({
  title,
  kind: 'video',
  durationSec,
  preview: false,
  videoUrl: '/media/hero/hero.mp4',
  ...extra,
});

/**
 * Moves a student's clock in a lesson back, as if they had spent `seconds` more in it since its
 * first report (an article) or the player's last (a video): what completion is measured by.
 */
export async function spendTime(ctx: TestApp, who: SignedIn, lessonId: string, seconds: number) {
  await ctx.db
    .update(lessonProgress)
    .set({ reportedAt: sql`${lessonProgress.reportedAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(lessonProgress.userId, who.userId), eq(lessonProgress.lessonId, lessonId)));
}

/** The demo video the test lessons play (/media/hero/hero.mp4) is nine seconds long. */
export const demoVideoSec = 9;

/** Plays a video lesson from the start to the end, as its player reports it. */
export async function watchThrough(ctx: TestApp, who: SignedIn, lessonId: string) {
  const report = (positionSec: number) =>
    send(ctx, who, 'POST', `/api/lessons/${lessonId}/progress`, { positionSec });
  expect((await report(0)).status).toBe(200);
  await spendTime(ctx, who, lessonId, demoVideoSec);
  return report(demoVideoSec);
}

/** Opens an article (its page reports that), reads it for long enough, and marks it read. */
export async function readThrough(ctx: TestApp, who: SignedIn, lessonId: string) {
  const progress = `/api/lessons/${lessonId}/progress`;
  expect((await send(ctx, who, 'POST', progress, { positionSec: 0 })).status).toBe(200);
  await spendTime(ctx, who, lessonId, 30);
  return send(ctx, who, 'POST', progress, { completed: true });
}

/** Hands in a new drawing for an exercise, which is what finishes it. */
export async function handInFor(ctx: TestApp, who: SignedIn, lessonId: string) {
  const drawingId = await createDrawing(ctx, who);
  return send(ctx, who, 'POST', '/api/projects', { lessonId, drawingId });
}
