import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PageHealth } from '../support/page-health';
import { settle } from '../support/page-checks';
import { firstCourse } from '../support/site-data';

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** A price as a card shows it: a free course says so. */
const price = (amount: number) =>
  amount === 0 ? 'Free' : Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;

/** The page as a crawler or a link preview reads it: the server's HTML, no script run. */
async function readWithoutScripts(request: APIRequestContext, path: string, status = 200) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(status);
  const body = await res.text();
  const root =
    /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="app-data">/.exec(body);
  expect(root, `${path} carries its rendered page and the data to hydrate it`).not.toBeNull();
  // The page's own content, without the header's and footer's links (the footer lists courses).
  const main = /<main[\s\S]*<\/main>/.exec(root![1]!);
  expect(main, `${path} has its main landmark`).not.toBeNull();
  return main![0];
}

test('every public page, read without JavaScript, holds its real content', async ({
  request,
  siteData,
}) => {
  const home = await readWithoutScripts(request, '/');
  expect(home).toContain('Pursue Your Passion in Glossy Drawer');
  expect(home).toContain('Our Best Courses');

  const list = await readWithoutScripts(request, '/courses');
  const shown = siteData.courses.filter((course) => list.includes(html(course.name)));
  expect(shown.length).toBeGreaterThanOrEqual(Math.min(6, siteData.courses.length));
  for (const course of shown) expect(list).toContain(price(course.price));

  // The query is the page's: a level filter shows only that level's courses.
  const level = firstCourse(siteData).Level;
  const filtered = await readWithoutScripts(request, `/courses?level=${encodeURIComponent(level)}`);
  for (const course of siteData.courses) {
    if (course.Level !== level) expect(filtered).not.toContain(`>${html(course.name)}<`);
  }

  const course = firstCourse(siteData);
  const detail = await readWithoutScripts(request, `/detail/${course._id}`);
  expect(detail).toContain(html(course.name));
  expect(detail).toContain(html(course.Instructor));
  expect(detail).toContain(price(course.price));
  const outline = (await (await request.get(`/api/courses/${course._id}/curriculum`)).json()) as {
    chapters: { title: string }[];
  };
  for (const chapter of outline.chapters) expect(detail).toContain(html(chapter.title));

  const instructors = await readWithoutScripts(request, '/instructors');
  for (const person of siteData.instructors) expect(instructors).toContain(html(person.name));
  const events = await readWithoutScripts(request, '/event');
  // The site's own events: an event a journey schedules meanwhile may postdate a cached page.
  for (const event of siteData.upcomingEvents.filter((e) => e.host.name === 'Glossy Drawer'))
    expect(events).toContain(html(event.title));
  const blog = await readWithoutScripts(request, '/blogpost');
  for (const topic of siteData.blogTopics) expect(blog).toContain(html(topic.title));
  const faq = await readWithoutScripts(request, '/faq');
  for (const entry of siteData.faq) expect(faq).toContain(html(entry.question));
  for (const path of ['/contact', '/terms', '/privacy', '/canvas']) {
    expect(await readWithoutScripts(request, path)).toContain('<h1');
  }

  const missing = await readWithoutScripts(request, '/no-such-page', 404);
  expect(missing).toContain('Oops!');
  const unknownCourse = await readWithoutScripts(
    request,
    '/detail/00000000-0000-4000-8000-000000000000',
    404,
  );
  expect(unknownCourse).toContain('Oops!');
});

/** Sums the page's layout shifts, as Lighthouse's CLS does (input-driven ones excepted). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const store = window as unknown as { layoutShift: number };
    store.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) store.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('the browser takes the server’s pages over as they are: no error, nothing redrawn, nothing moves', async ({
  page,
  siteData,
}) => {
  await watchLayoutShifts(page);
  const health = new PageHealth(page, [/\/no-such-page$/]);
  // The heading the server sent, held before the app starts: hydration must keep this node.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector('h1');
    });
  });
  for (const path of [
    '/',
    '/courses',
    `/detail/${firstCourse(siteData)._id}`,
    '/instructors',
    '/event',
    '/blogpost',
    '/faq',
  ]) {
    await page.goto(path);
    await settle(page);
    const kept = await page.evaluate(() => {
      const { serverHeading } = window as unknown as { serverHeading: Element | null };
      return serverHeading !== null && serverHeading === document.querySelector('h1');
    });
    expect(kept, `${path}: the server's heading is still the page's`).toBe(true);
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: number }).layoutShift,
    );
    expect(shift, `${path}: layout shift`).toBeLessThan(0.01);
  }
  expect(health.problems, 'console errors, uncaught errors, failed requests').toEqual([]);
});

test('Select works from the first paint: a tap before the app has started is answered once it has', async ({
  page,
}) => {
  await page.goto('/courses', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Select' }).first().click();
  await expect(page.getByText('Please Login First')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/i);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
});
