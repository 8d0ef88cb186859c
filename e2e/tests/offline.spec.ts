import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, apiToken, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { board, pixels, stroke } from '../support/board';
import { buyCourse, courseWithLessons } from '../support/classroom';

test.use({ serviceWorkers: 'allow' });

/** Waits until the sketchpad's worker has installed and controls the page. */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/** The studio is drawn and its board takes strokes. */
async function studioReady(page: Page) {
  await expect(board(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
}

/** Every address the site's caches hold, by cache. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      kept[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return kept;
  });

test('one visit to /canvas is enough: offline it opens, draws and downloads a PNG', async ({
  page,
  context,
}) => {
  await page.goto('/canvas');
  await workerInControl(page);

  await context.setOffline(true);
  // Every file the studio asks for offline must come from the worker's precache.
  const missing: string[] = [];
  page.on('requestfailed', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) missing.push(pathname);
  });
  await page.reload();
  await studioReady(page);
  await stroke(page, [120, 120], [420, 300]);
  expect((await pixels(page)).ink).toBeGreaterThan(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  const file = await readFile(await download.path());
  expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');

  // The stroke is kept on the device: a reload, still offline, brings it back.
  const drawn = (await pixels(page)).hash;
  await page.reload();
  await studioReady(page);
  await expect.poll(async () => (await pixels(page)).hash).toBe(drawn);

  // The text tool loads its code and fonts on demand: they are there too.
  await page.keyboard.press('t');
  await expect(page.getByText('Press the board where text starts')).toBeVisible();
  await expect(page.getByLabel('Font')).toBeVisible();
  expect(missing).toEqual([]);

  // Another page needs the network: the offline page says so and leads back to the sketchpad.
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Open the sketchpad' }).click();
  await studioReady(page);
  // The kept stroke is drawn back a moment after the studio is ready, as after the reload above.
  await expect.poll(async () => (await pixels(page)).hash).toBe(drawn);
  await context.setOffline(false);
});

test('nothing private is kept, and after sign-out nothing of the account is served', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('offline');
  await apiSignUp(page.request, baseURL!, {
    email,
    password: 'journey-password-1',
    name: 'Oona Offline',
  });
  await page.goto('/canvas');
  await workerInControl(page);
  await page.goto('/drawings');
  await expect(page.getByRole('heading', { name: 'My drawings' })).toBeVisible();
  await page.goto('/canvas');
  await expect(board(page)).toBeVisible();

  const kept = Object.values(await keptAddresses(page)).flat();
  expect(kept.length).toBeGreaterThan(20);
  expect(kept.filter((path) => /^\/(api|uploads)\//i.test(path))).toEqual([]);
  expect(kept).not.toContain('/drawings');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'SignUp' })).toBeVisible();

  await context.setOffline(true);
  // An API answer is never served from a cache: offline it fails, as the network does.
  const answered = await page.evaluate(() =>
    fetch('/api/drawings', { credentials: 'same-origin' }).then(
      (res) => res.status,
      () => 'network error',
    ),
  );
  expect(answered).toBe('network error');
  await page.goto('/drawings');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  // The studio still opens, as a visitor's.
  await page.goto('/canvas');
  await expect(board(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await context.setOffline(false);
});

const password = 'journey-password-1';
const savedAt = /^Saved at /;
const offlineNote = /^Offline: your strokes are kept on this device/;

/** A new browser (its own storage) signed in as `email`, on the studio. */
async function deviceOf(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiSignIn(page.request, baseURL, { email, password });
  return { context, page };
}

test('a drawing saved offline goes to the account when the network is back, replay and all', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('train');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Tara Train' });
  await page.goto('/canvas');
  await expect(page.getByText('Only on this device: Save keeps it in your account.')).toBeVisible();
  await workerInControl(page);

  // On the train: the studio opens from the device, still signed in, and Save waits.
  await context.setOffline(true);
  await page.reload();
  await studioReady(page);
  await stroke(page, [100, 100], [300, 300]);
  await stroke(page, [400, 100], [600, 300]);
  await page.getByLabel('Drawing title').fill('Night train');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(offlineNote)).toBeVisible();

  // A second drawing, still offline: the first waits on the device, queued.
  await page.getByTitle('More: Save as, New, My drawings').click();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: 'Start drawing' }).click();
  await expect.poll(async () => (await pixels(page)).ink).toBe(0);
  await stroke(page, [200, 200], [800, 250]);
  await page.getByLabel('Drawing title').fill('Night train, platform');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(offlineNote)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(savedAt)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Saved to your account: “Night train”, drawn offline')).toBeVisible({
    timeout: 20_000,
  });

  // Another device: both drawings are in My drawings, and replay.
  const other = await deviceOf(browser, baseURL!, email);
  await other.page.goto('/drawings');
  await expect(
    other.page.getByRole('listitem').filter({ hasText: 'Night train, platform' }),
  ).toBeVisible();
  const card = other.page
    .getByRole('listitem')
    .filter({ has: other.page.getByRole('heading', { name: 'Night train', exact: true }) });
  await expect(card.getByText('Strokes')).toBeVisible();
  await card.getByRole('link', { name: 'Watch replay of Night train' }).click();
  await expect(other.page.getByRole('heading', { level: 1, name: 'Night train' })).toBeVisible();
  await expect(other.page.getByRole('region', { name: 'Replay' })).toBeVisible();
  await other.context.close();
});

test('the same drawing changed on two devices offline ends as two drawings, nothing lost', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('twice');
  await apiSignUp(request, baseURL!, { email, password, name: 'Twyla Twice' });

  const laptop = await deviceOf(browser, baseURL!, email);
  await laptop.page.goto('/canvas');
  await studioReady(laptop.page);
  await stroke(laptop.page, [100, 100], [300, 300]);
  await laptop.page.getByLabel('Drawing title').fill('Lighthouse');
  await laptop.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(laptop.page.getByText(savedAt)).toBeVisible();

  const tablet = await deviceOf(browser, baseURL!, email);
  await tablet.page.goto('/drawings');
  await tablet.page.getByRole('link', { name: 'Open Lighthouse' }).click();
  await studioReady(tablet.page);
  await expect.poll(async () => (await pixels(tablet.page)).ink).toBeGreaterThan(0);

  // Both offline, both draw: each keeps its strokes on its own device.
  for (const device of [laptop, tablet]) await device.context.setOffline(true);
  await stroke(laptop.page, [500, 100], [700, 300]);
  await stroke(tablet.page, [100, 400], [700, 420]);
  for (const device of [laptop, tablet])
    await expect(device.page.getByText(offlineNote)).toBeVisible({ timeout: 15_000 });

  // The laptop arrives first; the tablet's drawing then becomes a named copy.
  await laptop.context.setOffline(false);
  await expect(laptop.page.getByText(savedAt)).toBeVisible({ timeout: 20_000 });
  await tablet.context.setOffline(false);
  await expect(
    tablet.page.getByText('Both are kept: yours is “Lighthouse (copy)”.', { exact: false }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(tablet.page.getByText(savedAt)).toBeVisible({ timeout: 20_000 });

  const token = await apiToken(laptop.page.request, baseURL!, email);
  const answer = await laptop.page.request.get('/api/drawings', {
    headers: { authorization: `Bearer ${token}` },
  });
  const drawings = (await answer.json()) as { title: string; strokes: number }[];
  expect(
    drawings
      .map(({ title, strokes }) => ({ title, strokes }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  ).toEqual([
    { title: 'Lighthouse', strokes: 2 },
    { title: 'Lighthouse (copy)', strokes: 2 },
  ]);
  for (const device of [laptop, tablet]) await device.context.close();
});

test('a practice board opened once works offline, and a hand-in made there is sent when online', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('practise');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Pia Practise' });
  const { course, lessons } = await courseWithLessons(page.request, 'Foundations of Drawing');
  await buyCourse(page, baseURL!, email, course._id);
  const exercise = lessons.find((lesson) => lesson.kind === 'exercise')!;
  const practiseBoard = page.getByRole('img', { name: /^Your drawing board/ });

  const practisePath = `/learn/${course._id}/${exercise._id}/practise`;
  await page.goto(practisePath);
  await expect(practiseBoard).toBeVisible();
  await workerInControl(page);
  // The page has asked the worker to keep it; that takes a moment after the worker starts.
  await expect
    .poll(async () => (await keptAddresses(page))['gd-sketchpad-pages'] ?? [])
    .toContain(practisePath.toLowerCase());

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: exercise.title })).toBeVisible();
  await expect(practiseBoard).toBeVisible();
  await practiseBoard.scrollIntoViewIfNeeded();
  const box = (await practiseBoard.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 20 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  // Offline, whether it was handed in before is not known: the student is asked first.
  await page.getByRole('button', { name: 'Hand in again' }).click();
  await expect(
    page.getByText(/You are offline: your drawing is kept on this device/),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/^Handed in: “Hand-in: .*”, made offline$/)).toBeVisible({
    timeout: 20_000,
  });
  const token = await apiToken(page.request, baseURL!, email);
  const handIns = await page.request.get(`/api/projects?courseId=${course._id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const projects = (await handIns.json()) as { lessonId: string; strokes: number }[];
  expect(projects.filter((project) => project.lessonId === exercise._id)).toHaveLength(1);
});
