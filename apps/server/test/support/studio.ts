import { insertedAnswer, type SubmissionInput } from '@glossy/contract';
import { expect } from 'vitest';
import { adminCredentials, bearer, issueToken, signIn, signUp, type SignedIn } from './actors';
import { expectJson } from './http';
import type { TestApp } from './test-app';

/**
 * Signs up and has the admin make the new user an instructor; the role change ended the user's
 * first token, so the answer carries a fresh one, as the web app would fetch.
 */
export async function newInstructor(ctx: TestApp, admin: SignedIn, email: string) {
  const who = await signUp(ctx, email);
  const grant = await ctx.request(`/api/users/instructor/${who.userId}`, {
    method: 'PATCH',
    headers: bearer(admin),
  });
  expect(grant.status).toBe(200);
  return { ...who, token: await issueToken(ctx, who.email, who.cookie) };
}

export const signInAdmin = (ctx: TestApp) =>
  signIn(ctx, adminCredentials.email, adminCredentials.password);

/** A valid Add Course body, as the original form sent it; `overrides` change or add fields. */
export const courseForm = (overrides: Record<string, unknown> = {}): SubmissionInput => ({
  courseName: `Ink Washes ${Math.random().toString(36).slice(2, 8)}`,
  sellerName: 'Someone Else',
  image: '/media/courses/course-01.webp',
  postedBy: 'someone@else.test',
  videoUrl: '',
  price: 49.99,
  rating: 8,
  description: 'Layered ink washes, from the first grey to deep blacks.',
  ...overrides,
});

export const send = (
  ctx: TestApp,
  who: SignedIn | null,
  method: string,
  url: string,
  json?: unknown,
) => ctx.request(url, { method, json, headers: who ? bearer(who) : {} });

/** Add course: the spec's call, which now makes a draft (see `pendingCourse` for one in review). */
export async function submitCourse(
  ctx: TestApp,
  who: SignedIn,
  overrides: Record<string, unknown> = {},
) {
  const res = await send(ctx, who, 'POST', '/api/newcourses', courseForm(overrides));
  return (await expectJson(res, 201, insertedAnswer)).insertedId!;
}

export async function addChapter(ctx: TestApp, who: SignedIn, submissionId: string, title: string) {
  const res = await send(ctx, who, 'POST', `/api/newcourses/${submissionId}/chapters`, { title });
  return (await expectJson(res, 201, insertedAnswer)).insertedId!;
}

export async function addLesson(ctx: TestApp, who: SignedIn, chapterId: string, lesson: unknown) {
  const res = await send(ctx, who, 'POST', `/api/chapters/${chapterId}/lessons`, lesson);
  return (await expectJson(res, 201, insertedAnswer)).insertedId!;
}

export const articleLesson = (title: string) => ({
  title,
  kind: 'article',
  durationSec: 300,
  article: [
    { type: 'heading', text: 'Why washes' },
    {
      type: 'paragraph',
      spans: [{ text: 'Try it on ' }, { text: 'the sketchpad', href: '/canvas' }],
    },
    { type: 'list', ordered: false, items: [[{ text: 'Water first' }], [{ text: 'Ink second' }]] },
    { type: 'image', src: '/media/gallery/gallery-01.webp', alt: 'A finished wash' },
  ],
});

export const exerciseLesson = (title: string) => ({
  title,
  kind: 'exercise',
  durationSec: 600,
  prompt: 'Draw three cubes in two-point perspective.',
  referenceUrl: '/media/gallery/gallery-02.webp',
  demo: {
    format: 'glossy-drawer/stroke-log',
    version: 1,
    width: 1000,
    height: 500,
    scale: 1,
    background: '#ffffff',
    ops: [
      {
        t: 'stroke',
        layer: 'layer-1',
        brush: 'pen',
        color: '#336699',
        size: 5,
        opacity: 1,
        stabilizer: 0,
        pressure: 'simulate',
        seed: 1,
        points: [10, 10, 0.5, 0, 0, 0, 50, 60, 0.5, 0, 0, 16, 90, 40, 0.5, 0, 0, 32],
      },
    ],
  },
});

export const videoLesson = (title: string, videoUrl = '/media/hero/hero.mp4') => ({
  title,
  kind: 'video',
  durationSec: 420,
  preview: true,
  videoUrl,
});

/** Presses Submit for review on a course whose checklist passes. */
export async function sendForReview(ctx: TestApp, who: SignedIn, submissionId: string) {
  const res = await send(ctx, who, 'POST', `/api/newcourses/${submissionId}/submit`);
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A course with the least its checklist asks (one chapter, one article), sent for review. */
export async function pendingCourse(
  ctx: TestApp,
  who: SignedIn,
  overrides: Record<string, unknown> = {},
) {
  const id = await submitCourse(ctx, who, overrides);
  const chapterId = await addChapter(ctx, who, id, 'First steps');
  await addLesson(ctx, who, chapterId, articleLesson('Welcome to the course'));
  await sendForReview(ctx, who, id);
  return id;
}
