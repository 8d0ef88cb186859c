import { gzipSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from './accounts';

export interface OutlineLesson {
  _id: string;
  title: string;
  kind: 'video' | 'article' | 'exercise';
  preview: boolean;
  durationSec: number;
}

interface CourseSummary {
  _id: string;
  name: string;
  price: number;
  rating: number;
  reviewCount: number;
}

/** How the course page shows the catalog's rating: its students' average and count, or 'New'. */
export const ratingLabel = ({ rating, reviewCount }: CourseSummary) =>
  reviewCount === 0
    ? 'New'
    : `${rating.toFixed(1)} (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`;

/** The course as the catalog answers it now. */
export async function catalogCourse(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/courses/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as CourseSummary;
}

/** A listed course by name, with its lessons in the order the player shows them. */
export async function courseWithLessons(request: APIRequestContext, name: string) {
  const res = await request.get(`/api/courses?q=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  const course = ((await res.json()) as CourseSummary[]).find((c) => c.name === name);
  expect(course, `no course named ${name}`).toBeDefined();
  const outline = await request.get(`/api/courses/${course!._id}/curriculum`);
  expect(outline.status()).toBe(200);
  const { chapters } = (await outline.json()) as { chapters: { lessons: OutlineLesson[] }[] };
  return { course: course!, lessons: chapters.flatMap((chapter) => chapter.lessons) };
}

/** The API token the signed-in page keeps, to do through the API what the journey need not show. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  expect(token).toBeTruthy();
  return token!;
}

/**
 * How long a video must be played before the server takes it as watched: 90% of it, at twice the
 * speed (the fastest a player plays), less the two seconds of slack a report is allowed
 * (apps/server/src/modules/classroom/completion.ts). An article takes a few seconds.
 */
const timeToFinishMs = (lessons: OutlineLesson[]) =>
  Math.max(
    5_000,
    ...lessons
      .filter((lesson) => lesson.kind === 'video')
      .map((lesson) => ((0.9 * lesson.durationSec - 2) / 2) * 1000 + 1_000),
  );

/** A one-stroke log on the sketchpad's page, as a hand-in's drawing. */
const oneStroke = {
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
      color: '#223344',
      size: 6,
      opacity: 1,
      stabilizer: 0,
      pressure: 'simulate',
      seed: 1,
      points: Array.from({ length: 30 }, (_, k) => [100 + k * 10, 200, 0.5, 0, 0, k * 10]).flat(),
    },
  ],
};

/** Saves a small drawing and hands it in for the exercise, which is what finishes it. */
export async function handInThroughApi(
  page: Page,
  headers: Record<string, string>,
  lessonId: string,
) {
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f4efe6';
    context.fillRect(0, 0, 400, 200);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  const saved = await page.request.post('/api/drawings', {
    headers,
    multipart: {
      title: 'Practice',
      log: {
        name: 'log.json.gz',
        mimeType: 'application/gzip',
        buffer: gzipSync(JSON.stringify(oneStroke)),
      },
      picture: { name: 'drawing.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { insertedId } = (await saved.json()) as { insertedId: string };
  const handedIn = await page.request.post('/api/projects', {
    headers,
    data: { lessonId, drawingId: insertedId },
  });
  expect(handedIn.status(), await handedIn.text()).toBe(201);
}

/**
 * Finishes lessons through the API as the server judges them, as if the student had done them in
 * another tab: an exercise by a hand-in; a video by its player's reports, from its start and then
 * its end; an article by marking it read once it has been open long enough. The clocks of all of
 * them start together, so the journey waits once.
 */
export async function finishThroughApi(page: Page, lessons: OutlineLesson[]) {
  const headers = { authorization: `Bearer ${await pageToken(page)}` };
  const report = async (lesson: OutlineLesson, data: object) => {
    const res = await page.request.post(`/api/lessons/${lesson._id}/progress`, { data, headers });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { completed: boolean };
  };
  const timed = lessons.filter((lesson) => lesson.kind !== 'exercise');
  for (const lesson of timed) await report(lesson, { positionSec: 0 });
  const started = Date.now();
  for (const lesson of lessons.filter((one) => one.kind === 'exercise')) {
    await handInThroughApi(page, headers, lesson._id);
  }
  await page.waitForTimeout(Math.max(0, timeToFinishMs(timed) - (Date.now() - started)));
  for (const lesson of timed) {
    const done = await report(
      lesson,
      lesson.kind === 'video' ? { positionSec: lesson.durationSec } : { completed: true },
    );
    expect(done.completed, lesson.title).toBe(true);
  }
}

/** The "NN% complete" the player's header shows. */
export async function percentShown(page: Page): Promise<number> {
  const text = await page.getByRole('banner').getByText(/\d+%/).first().textContent();
  return Number(/(\d+)%/.exec(text ?? '')?.[1]);
}

/** Buys the course through the API with the sandbox's success card. */
export async function buyCourse(page: Page, baseURL: string, email: string, courseId: string) {
  const auth = { authorization: `Bearer ${await apiToken(page.request, baseURL, email)}` };
  const added = await page.request.post('/api/addClass', {
    headers: auth,
    data: { classI: courseId },
  });
  expect(added.status(), await added.text()).toBe(201);
  const ordered = await page.request.post('/api/order', { headers: auth, data: {} });
  const { url } = (await ordered.json()) as { url: string };
  const orderId = new URL(url, baseURL).searchParams.get('order');
  const paid = await page.request.post(`/api/orders/${orderId}/pay`, {
    headers: auth,
    data: { cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
