import { expect, test } from '@playwright/test';
import { apiSignIn, apiSignUp, apiToken, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { buyCourse, courseWithLessons, handInThroughApi } from '../support/classroom';
import { useSavedTheme } from '../support/page-checks';

const password = 'journey-password-1';
/** The demo instructor of Foundations of Drawing (README: demo accounts). */
const teacher = { email: 'maya.okafor@glossydrawer.local', password: 'draw-with-us-1' };

test('a student waiting on a page sees the bell count a critique of their hand-in, without reloading', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('bell');
  // The student is on a phone, in the dark theme.
  const studentContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await studentContext.newPage();
  await useSavedTheme(page, 'dark');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Bea Bell' });
  const auth = { authorization: `Bearer ${await apiToken(page.request, baseURL!, email)}` };
  const { course, lessons } = await courseWithLessons(page.request, 'Foundations of Drawing');
  // Bought with the sandbox's success card: its receipt is in the bell.
  await buyCourse(page, baseURL!, email, course._id);
  const exercise = lessons.find((lesson) => lesson.kind === 'exercise')!;
  await handInThroughApi(page, auth, exercise._id);
  const [handIn] = (await (await page.request.get('/api/projects', { headers: auth })).json()) as {
    _id: string;
  }[];

  // The receipt waits in the bell; the page of all marks it read.
  await page.goto('/dashboard/notifications');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByRole('link', { name: /^Receipt / })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, none unread');
  expect(await seriousViolations(page)).toEqual([]);

  // The student goes on browsing; the instructor critiques in another browser.
  await page.goto('/courses');
  await expect(bell).toHaveAccessibleName('Notifications, none unread');
  const teacherContext = await browser.newContext();
  const desk = await teacherContext.newPage();
  await apiSignIn(desk.request, baseURL!, teacher);
  await desk.goto(`/dashboard/projects/${handIn!._id}`);
  await desk.getByRole('button', { name: 'Add a critique here' }).click();
  await desk.getByRole('button', { name: 'Use the centre' }).click();
  await desk.getByLabel('Your critique').fill('Keep the line moving: lovely start.');
  await desk.getByRole('button', { name: 'Post critique' }).click();
  await expect(desk.getByRole('article').filter({ hasText: 'lovely start' })).toBeVisible();
  await teacherContext.close();

  // Without a reload, the bell counts it; its dropdown shows it, by keyboard too.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await expect(page.getByTestId('bell-count')).toHaveText('1');
  await bell.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('region', { name: 'Latest notifications' });
  const critique = menu.getByRole('link', { name: /critiqued your hand-in/ });
  await expect(critique).toBeVisible();
  await expect(menu).toContainText('Keep the line moving');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(bell).toBeFocused();

  // Opening it goes to the critique and marks it read.
  await bell.click();
  await critique.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${handIn!._id}$`));
  await expect(bell).toHaveAccessibleName('Notifications, none unread');
  await studentContext.close();
});
