import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface OutlineLesson {
  _id: string;
  title: string;
  kind: 'video' | 'article' | 'exercise';
  preview: boolean;
}

interface CourseSummary {
  _id: string;
  name: string;
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

/** Marks lessons done through the API, as if the student had finished them in another tab. */
export async function completeThroughApi(page: Page, lessons: OutlineLesson[]) {
  const headers = { authorization: `Bearer ${await pageToken(page)}` };
  for (const lesson of lessons) {
    const res = await page.request.post(`/api/lessons/${lesson._id}/progress`, {
      data: { completed: true },
      headers,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The "NN% complete" the player's header shows. */
export async function percentShown(page: Page): Promise<number> {
  const text = await page.getByRole('banner').getByText(/\d+%/).first().textContent();
  return Number(/(\d+)%/.exec(text ?? '')?.[1]);
}
