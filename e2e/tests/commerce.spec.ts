import { expect, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { documentWidth, overflowingElements, settle } from '../support/page-checks';

const password = 'journey-password-1';

test('select a course, pay for it in the sandbox checkout, and find it in my courses', async ({
  page,
  baseURL,
}) => {
  await apiSignUp(page.request, baseURL!, {
    email: uniqueEmail('buyer'),
    password,
    name: 'Bea Buyer',
  });

  await page.goto('/courses');
  const card = page.getByRole('article').first();
  const courseName = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByText('Selected', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myCart$/);

  const cart = page.getByRole('table');
  for (const header of ['#', 'Img', 'Name', 'Price', 'Pay', 'Delete']) {
    await expect(cart.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(cart.getByText(courseName, { exact: true })).toBeVisible();
  await cart.getByRole('button', { name: `Pay for ${courseName}` }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Plz Payment' })).toBeVisible();
  const cardNumber = page.getByLabel('Card number');
  await cardNumber.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await cardNumber.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Payment History' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: courseName })).toContainText('sandbox_');
  await expect(page.getByRole('heading', { name: 'Plz Payment' })).toHaveCount(0);

  await page.goto('/dashboard/mycourses');
  await expect(page.getByRole('heading', { name: courseName })).toBeVisible();
  await page.goto('/dashboard/mycart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('removing a course from the cart asks first', async ({ page, baseURL }) => {
  await apiSignUp(page.request, baseURL!, {
    email: uniqueEmail('browser'),
    password,
    name: 'Bo Browser',
  });
  await page.goto('/courses');
  const card = page.getByRole('article').nth(1);
  const courseName = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myCart$/);

  await page.getByRole('button', { name: `Delete ${courseName}` }).click();
  await expect(page.getByText('Are you sure?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('the cart, payment and my-courses pages pass axe and fit a phone, in both themes', async ({
  page,
  baseURL,
}) => {
  await apiSignUp(page.request, baseURL!, {
    email: uniqueEmail('phone'),
    password,
    name: 'Pat Phone',
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/courses');
  await page.getByRole('article').nth(2).getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myCart$/);
  await page
    .getByRole('button', { name: /^Pay for / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Plz Payment' })).toBeVisible();

  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const path of ['/dashboard/mycart', '/dashboard/payment', '/dashboard/mycourses']) {
      await page.goto(path);
      await settle(page);
      expect(await seriousViolations(page), `${path} (${theme})`).toEqual([]);
      expect(await documentWidth(page), (await overflowingElements(page, 375)).join('\n')).toBe(
        375,
      );
    }
  }
});
