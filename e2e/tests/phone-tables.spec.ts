import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, apiToken, e2eAdmin, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { documentWidth, overflowingElements, settle } from '../support/page-checks';
import type { CourseData } from '../support/site-data';

/**
 * Issue 16: at 375 px the dashboard's tables are stacked cards, every value and action in view
 * without scrolling sideways, and no 'scroll sideways' note.
 */
const phone = { width: 375, height: 812 };
test.use({ viewport: phone });
test.describe.configure({ mode: 'serial' });

const password = 'journey-password-1';
const student = { email: uniqueEmail('thumbs'), password, name: 'Tess Thumbs' };

/** Shown, and ending inside the phone's width. */
async function expectInView(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, `${locator}`).not.toBeNull();
  expect(box!.x, `${locator}`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${locator}`).toBeLessThanOrEqual(phone.width);
}

/** Big enough for a finger: 44 × 44 px at least. */
async function expectTapTarget(locator: Locator) {
  await expectInView(locator);
  const box = (await locator.boundingBox())!;
  expect(box.height, `${locator}`).toBeGreaterThanOrEqual(44);
  expect(box.width, `${locator}`).toBeGreaterThanOrEqual(44);
}

/** Every data cell of the row (and its header) in view. */
async function expectRowInView(row: Locator) {
  await expectInView(row);
  await expectInView(row.getByRole('rowheader'));
  for (const cell of await row.getByRole('cell').all()) {
    if (await cell.isVisible()) await expectInView(cell);
  }
}

async function expectFitsPhone(page: Page) {
  await settle(page);
  await expect(page.getByText(/scroll the table sideways/i)).toHaveCount(0);
  expect(
    await documentWidth(page),
    (await overflowingElements(page, phone.width)).join('\n'),
  ).toBeLessThanOrEqual(phone.width);
  expect(await seriousViolations(page)).toEqual([]);
}

test('the cart and the payment history are cards on a phone, every value and action in view', async ({
  page,
  baseURL,
}) => {
  await apiSignUp(page.request, baseURL!, student);
  const auth = { authorization: `Bearer ${await apiToken(page.request, baseURL!, student.email)}` };
  const listed = await page.request.get('/api/courses?limit=100');
  expect(listed.status()).toBe(200);
  const [course] = (await listed.json()) as CourseData[];
  expect(course, 'the demo content has no course').toBeDefined();
  const added = await page.request.post('/api/addClass', {
    headers: auth,
    data: { classI: course!._id, email: student.email },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/dashboard/mycart');
  const cartRow = page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: course!.name, exact: true }),
  });
  await expectRowInView(cartRow);
  await expectInView(cartRow.locator('img'));
  await expectInView(cartRow.getByText(/^\$\d/));
  await expectTapTarget(cartRow.getByRole('button', { name: `Pay for ${course!.name}` }));
  await expectTapTarget(cartRow.getByRole('button', { name: `Delete ${course!.name}` }));
  await expectFitsPhone(page);

  // Pay for the cart through the API with the sandbox's success card.
  const ordered = await page.request.post('/api/order', { headers: auth, data: {} });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const { url } = (await ordered.json()) as { url: string };
  const orderId = new URL(url, baseURL).searchParams.get('order');
  expect(orderId, url).toBeTruthy();
  const paid = await page.request.post(`/api/orders/${orderId}/pay`, {
    headers: auth,
    data: { cardNumber: '4242 4242 4242 4242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto('/dashboard/payment');
  const paymentRow = page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: course!.name, exact: true }),
  });
  await expectRowInView(paymentRow);
  await expectInView(paymentRow.getByText(/sandbox_/));
  await expectInView(paymentRow.getByText(/^\$\d/));
  const receipt = paymentRow.getByRole('link', { name: /^Receipt for order/ });
  await expectTapTarget(receipt);
  await expect(receipt).toHaveAttribute('href', `/dashboard/payment/${orderId}`);
  await expectFitsPhone(page);
});

test('the users table is cards on a phone, with every role action in reach', async ({
  page,
  baseURL,
}) => {
  await apiSignIn(page.request, baseURL!, e2eAdmin);

  // The admin's own row: no role buttons, 'You' instead.
  await page.goto(`/dashboard/manageusers?q=${encodeURIComponent(e2eAdmin.email)}`);
  const own = page.getByRole('row').filter({ hasText: e2eAdmin.email });
  await expectRowInView(own);
  await expectInView(own.getByText('You', { exact: true }));
  await expect(own.getByRole('button', { name: /^Make (Admin|Instructor)/ })).toHaveCount(0);
  await expectTapTarget(own.getByRole('button', { name: /^Sign out everywhere/ }));
  await expectFitsPhone(page);

  // The student of the first test: every grant in reach, and each one asks first.
  await page.goto(`/dashboard/manageusers?q=${encodeURIComponent(student.email)}`);
  const row = page.getByRole('row').filter({ hasText: student.email });
  await expectRowInView(row);
  await expectInView(row.getByText(student.email, { exact: true }));
  for (const name of ['Make Admin', 'Make Instructor', 'Sign out everywhere']) {
    await expectTapTarget(row.getByRole('button', { name: `${name}: ${student.name}` }));
  }
  await expectFitsPhone(page);

  await row.getByRole('button', { name: `Make Instructor: ${student.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Make ${student.name} an instructor?` });
  await expect(dialog.getByText(/submit courses for review/)).toBeVisible();
  await expectInView(dialog.getByRole('button', { name: 'Make Instructor' }));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: `Make Instructor: ${student.name}` })).toBeVisible();
});
