import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { courseWithLessons, pageToken } from '../support/classroom';
import { documentWidth, overflowingElements } from '../support/page-checks';

const password = 'journey-password-1';
/** The free demo course: a student owns it in one call. Its first lesson is an article. */
const freeCourse = 'Lines, ellipses and boxes';
const sketchBoard = 'Your first sketch, 600 by 400 pixels';

/** Looks at the page at a phone's width in the dark theme too: nothing wider, nothing serious. */
async function checkPhoneAndDark(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /dark/);
  expect(await documentWidth(page)).toBeLessThanOrEqual(375);
  expect(await overflowingElements(page, 375)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

/** A drawing saved through the API: a one-stroke log and a small PNG of it. */
async function saveDrawing(page: Page, token: string, title: string) {
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fbf6ee';
    context.fillRect(0, 0, 400, 200);
    context.strokeStyle = '#7a3b69';
    context.lineWidth = 6;
    context.beginPath();
    context.moveTo(40, 160);
    context.bezierCurveTo(120, 20, 260, 20, 360, 150);
    context.stroke();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  const log = {
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
        color: '#7a3b69',
        size: 6,
        opacity: 1,
        stabilizer: 0,
        pressure: 'simulate',
        seed: 1,
        points: Array.from({ length: 30 }, (_, k) => [
          100 + k * 25,
          400 - k * 8,
          0.5,
          0,
          0,
          k * 10,
        ]).flat(),
      },
    ],
  };
  const saved = await page.request.post('/api/drawings', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      log: {
        name: 'log.json.gz',
        mimeType: 'application/gzip',
        buffer: gzipSync(JSON.stringify(log)),
      },
      picture: { name: 'drawing.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { insertedId: string }).insertedId;
}

test('a newcomer signs up, answers onboarding, sketches and is offered courses that fit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/courses');
  await page.getByRole('link', { name: 'SignUp' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Olu Onboarded');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('welcome'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByLabel('Accept Terms').check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('User created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/welcome\?next=%2Fcourses$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Let’s find where you start' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('radio', { name: /^Beginner/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /^Drawing fundamentals/ }).check();
  await page.getByRole('checkbox', { name: /^Concept & game art/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // A first sketch: a stroke across the small board, saved as the first drawing.
  const board = page.getByRole('img', { name: sketchBoard });
  await expect(board).toBeVisible();
  await board.scrollIntoViewIfNeeded();
  const box = (await board.locator('[data-stage]').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3, { steps: 20 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save my first sketch' }).click();
  await expect(page.getByText('Saved to My drawings')).toBeVisible();

  // Courses for a beginner who wants fundamentals and game art.
  await expect(page.getByRole('heading', { name: 'Courses that fit you' })).toBeVisible();
  const offered = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(offered.getByRole('article').first()).toBeVisible();
  await expect(offered.getByText('For beginners').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const first = offered.getByRole('article').first().getByRole('heading', { level: 3 });
  const name = (await first.textContent())!.trim();

  // The way out goes back where the newcomer was; the sketch is in My drawings.
  await page.getByRole('link', { name: 'Continue where I was' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto('/drawings');
  await expect(page.getByText('My first sketch').first()).toBeVisible();
  // Done, it is only offered again from the home, never opened uninvited.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Change your level and interests' })).toBeVisible();
  await page.getByRole('link', { name: 'Change your level and interests' }).click();
  await expect(page.getByRole('radio', { name: /^Beginner/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await offered.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a student with a course under way sees Continue learning first and opens the next lesson', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await apiSignUp(page.request, baseURL!, {
    email: uniqueEmail('continue'),
    password,
    name: 'Cato Continues',
  });
  const { course, lessons } = await courseWithLessons(page.request, freeCourse);
  const enrol = await page.request.post(`/api/courses/${course._id}/enroll`, {
    headers: { origin: baseURL! },
  });
  expect(enrol.status()).toBeLessThan(300);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Continue learning' })).toBeVisible();
  // Opened once: the course is under way (finishing a lesson takes its reading time, tested on the API).
  const started = await page.request.post(`/api/lessons/${lessons[0]!._id}/progress`, {
    headers: { authorization: `Bearer ${await pageToken(page)}` },
    data: { positionSec: 0 },
  });
  expect(started.status()).toBe(200);
  await page.reload();

  // First thing on the home, before the shortcuts: the course's next lesson.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Continue learning');
  const next = lessons[0]!;
  const card = main.getByRole('link', { name: `Continue ${freeCourse}: ${next.title}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(`0 of ${lessons.length} lessons done`)).toBeVisible();
  await expect(main.getByRole('link', { name: /My cart/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await checkPhoneAndDark(page);

  await main.getByRole('link', { name: `Continue ${freeCourse}: ${next.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/${course._id}/${next._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
});

test('an artist’s profile shows their public drawings as a portfolio, never a private one', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('artist');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Ama Artist' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ama Artist' })).toBeVisible();
  const token = await pageToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const shown = await saveDrawing(page, token, 'Harbour at dusk');
  await saveDrawing(page, token, 'Secret study');
  const published = await page.request.patch(`/api/drawings/${shown}`, {
    headers,
    data: { visibility: 'public' },
  });
  expect(published.status()).toBe(200);

  // The owner's profile shows the portfolio and leads to the public page.
  await page.reload();
  const portfolio = page.getByRole('region', { name: 'Portfolio' });
  await expect(portfolio.getByText('Harbour at dusk')).toBeVisible();
  await expect(portfolio.getByText('Secret study')).toHaveCount(0);
  const publicLink = page.getByRole('link', { name: 'See your public profile' });
  const href = (await publicLink.getAttribute('href'))!;

  // A visitor, signed out: the same portfolio, no email, the replay one click away.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(href);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Ama Artist' })).toBeVisible();
  const gallery = stranger.getByRole('region', { name: 'Portfolio' });
  await expect(
    gallery.getByRole('link', { name: 'Watch Harbour at dusk being drawn' }),
  ).toBeVisible();
  await expect(stranger.getByText('Secret study')).toHaveCount(0);
  await expect(stranger.getByText(email)).toHaveCount(0);
  await expect(stranger.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  expect(await seriousViolations(stranger)).toEqual([]);
  await checkPhoneAndDark(stranger);
  await gallery.getByRole('link', { name: 'Watch Harbour at dusk being drawn' }).click();
  await expect(stranger).toHaveURL(new RegExp(`/drawings/${shown}/replay$`));
  await visitor.close();
});
