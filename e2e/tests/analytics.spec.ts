import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { documentWidth, overflowingElements, settle, useSavedTheme } from '../support/page-checks';

/** The demo instructor of Foundations of Drawing (README: demo accounts). */
const teacher = { email: 'maya.okafor@glossydrawer.local', password: 'draw-with-us-1' };
/** Where the seeded learners of Foundations of Drawing mostly stop: its first exercise. */
const stopLesson = 'Block in the still life with simple shapes';

async function openAnalytics(page: Page, baseURL: string) {
  await apiSignIn(page.request, baseURL, teacher);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Analytics of Foundations of Drawing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Analytics: Foundations of Drawing' }),
  ).toBeVisible();
}

test('an instructor opens a course’s analytics and sees where its students stop', async ({
  page,
  baseURL,
}) => {
  await openAnalytics(page, baseURL!);
  await expect(page.getByTestId('drop-off')).toContainText(`Biggest drop-off: ${stopLesson}.`);

  // The completion chart says the same as its table, which a keyboard opens.
  const lessons = page.getByRole('region', { name: 'Completion per lesson', exact: true });
  await expect(
    lessons.getByRole('img', { name: /finished each lesson/ }).locator('text', {
      hasText: stopLesson,
    }),
  ).toHaveAttribute('font-weight', '700');
  await lessons.getByText('Show as a table').focus();
  await page.keyboard.press('Enter');
  const row = lessons.getByRole('row', { name: new RegExp(`^${stopLesson}`) });
  await expect(row).toBeVisible();
  const cells = await row.getByRole('cell').allTextContents();
  const stoppedHere = Number(cells.at(-1));
  const others = await lessons
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((r) => Number(r.lastElementChild?.textContent)));
  expect(stoppedHere).toBe(Math.max(...others));
  expect(stoppedHere).toBeGreaterThan(0);

  // Revenue and reviews are drawn from the seeded orders and reviews.
  await expect(
    page
      .getByRole('region', { name: 'Revenue by month', exact: true })
      .getByRole('img', { name: 'Revenue each month, in dollars' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews', exact: true })).toContainText(
    /\d+ reviews, [\d.]+ stars/,
  );

  // A longer span is one click, kept in the address.
  await page.getByRole('button', { name: '24 months' }).click();
  await expect(page).toHaveURL(/months=24/);
  await expect(page.getByText(/new students in the last 24 months/)).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the analytics page fits a phone in the ${theme} theme`, async ({ page, baseURL }) => {
    await useSavedTheme(page, theme);
    await page.setViewportSize({ width: 375, height: 800 });
    await openAnalytics(page, baseURL!);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('drop-off')).toContainText(stopLesson);
    await settle(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(375);
    expect(await overflowingElements(page, 375)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('another instructor’s course’s analytics are not theirs to read', async ({
  page,
  baseURL,
}) => {
  await apiSignIn(page.request, baseURL!, {
    email: 'lucas.ferreira@glossydrawer.local',
    password: teacher.password,
  });
  const courses = (await (await page.request.get('/api/courses?limit=50')).json()) as {
    _id: string;
    name: string;
  }[];
  const foundations = courses.find((c) => c.name === 'Foundations of Drawing')!;
  await page.goto(`/dashboard/analytics/${foundations._id}`);
  await expect(page.getByText('These analytics are the course’s instructor’s.')).toBeVisible();
});
