import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { board, pixels, stroke } from '../support/board';

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
  expect((await pixels(page)).hash).toBe(drawn);
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
