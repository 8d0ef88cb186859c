import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, apiToken, logInThroughForm, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { courseWithLessons } from '../support/classroom';
import { useSavedTheme } from '../support/page-checks';

/** The demo instructor of Foundations of Drawing (README: demo accounts). */
const teacher = { email: 'maya.okafor@glossydrawer.local', password: 'draw-with-us-1' };
const courseName = 'Foundations of Drawing';

/** As formatPrice shows it: whole dollars without cents. */
const shown = (cents: number) =>
  cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('an instructor makes a coupon; a student applies it at checkout, pays less and sees it on the receipt', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The instructor makes a 25 % coupon for their course.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await teacherPage.goto('/login');
  await logInThroughForm(teacherPage, teacher.email, teacher.password);
  await expect(teacherPage).not.toHaveURL(/\/login$/);
  await teacherPage.goto('/dashboard/coupons');
  await teacherPage.getByLabel('Code', { exact: true }).fill(code);
  await teacherPage.getByLabel('Course', { exact: true }).selectOption({ label: courseName });
  await teacherPage.getByLabel('Percent off').fill('25');
  await teacherPage.getByRole('button', { name: 'Create coupon' }).click();
  const table = teacherPage.getByRole('table', { name: 'Your coupons' });
  await expect(table.getByRole('rowheader', { name: code })).toBeVisible();
  await expectAccessible(teacherPage);
  await teacherContext.close();

  // A student (dark theme) has the course in the cart.
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await useSavedTheme(page, 'dark');
  const email = uniqueEmail('coupon');
  await apiSignUp(page.request, baseURL!, {
    email,
    password: 'journey-password-1',
    name: 'Cleo Coupon',
  });
  const { course } = await courseWithLessons(page.request, courseName);
  const auth = { authorization: `Bearer ${await apiToken(page.request, baseURL!, email)}` };
  const added = await page.request.post('/api/addClass', {
    headers: auth,
    data: { classI: course._id },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard/myCart');
  await page.getByRole('button', { name: `Pay for ${courseName}` }).click();
  await expect(page.getByRole('heading', { name: 'Plz Payment' })).toBeVisible();
  await expect(page.getByText(/Refund policy: Refunds within 30 days/)).toBeVisible();

  // The code lowers the total, priced by the server.
  const priceCents = Math.round(course.price * 100);
  const totalCents = priceCents - Math.round(priceCents * 0.25);
  await page.getByLabel('Coupon code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const lines = page.getByRole('region', { name: 'Plz Payment' });
  await expect(lines.getByText(`Coupon ${code}`, { exact: true })).toBeVisible();
  await expect(lines.getByText(shown(totalCents), { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const receipt = page.getByRole('article', { name: /^Receipt for order GD-/ });
  await expect(
    receipt.getByText(`${code}: $${((priceCents - totalCents) / 100).toFixed(2)} off`),
  ).toBeVisible();
  await expect(receipt.getByText(shown(totalCents), { exact: true }).last()).toBeVisible();
  await expect(receipt.getByText(/Refund policy: Refunds within 30 days/)).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('a student keeps a course on the wishlist with the heart, then moves it to the cart in one click', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await apiSignUp(page.request, baseURL!, {
    email: uniqueEmail('wish'),
    password: 'journey-password-1',
    name: 'Wren Wish',
  });
  await page.goto('/courses');
  const heart = page.getByRole('button', { name: `Save ${courseName} to wishlist` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard/wishlist');
  const wished = page.getByRole('list', { name: 'Courses on your wishlist' });
  await expect(wished.getByText(courseName)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Move ${courseName} to cart` }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();

  await page.goto('/dashboard/myCart');
  await expect(page.getByRole('button', { name: `Pay for ${courseName}` })).toBeVisible();
});
