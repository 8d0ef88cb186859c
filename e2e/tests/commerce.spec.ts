import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, latestMailTo, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { documentWidth, overflowingElements, settle } from '../support/page-checks';

const password = 'journey-password-1';

test('a visitor selects a course, signs up, pays, lands on the receipt, and owns it everywhere', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('buyer');
  await page.goto('/courses');
  const card = page.getByRole('article').first();
  const courseName = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: `Select ${courseName}` }).click();
  await expect(page.getByText('Please Login First')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // No account yet: from the login page to sign-up, the choice travels along.
  await page
    .getByRole('main')
    .getByRole('link', { name: /sign ?up/i })
    .click();
  await page.getByLabel('Name', { exact: true }).fill('Bea Buyer');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByLabel('Accept Terms').check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/myCart$/);
  await expect(page.getByText('Selected', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 course' })).toBeVisible();
  const cart = page.getByRole('table');
  for (const header of ['#', 'Img', 'Name', 'Price', 'Pay', 'Delete']) {
    await expect(cart.getByRole('columnheader', { name: header, exact: true })).toBeAttached();
  }
  await expect(cart.getByText(courseName, { exact: true })).toBeVisible();

  // Back in the catalog, the card knows the course is in the cart.
  await page.getByRole('link', { name: 'Courses', exact: true }).first().click();
  await expect(
    page.getByRole('link', { name: `In cart: ${courseName}, go to your cart` }),
  ).toBeVisible();
  await page.getByRole('link', { name: `In cart: ${courseName}, go to your cart` }).click();
  await expect(page).toHaveURL(/\/dashboard\/myCart$/);

  await cart.getByRole('button', { name: `Pay for ${courseName}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Plz Payment' })).toBeVisible();
  const cardNumber = page.getByLabel('Card number');
  await cardNumber.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await cardNumber.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const receipt = page.getByRole('article', { name: /^Receipt for order GD-\d+$/ });
  const orderNumber = (await receipt.getAttribute('aria-label'))!.replace('Receipt for order ', '');
  await expect(receipt.getByText('Card ending in 4242')).toBeVisible();
  await expect(receipt.getByText(/^Total/)).toBeVisible();
  await expect(receipt.getByRole('link', { name: `Start learning ${courseName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  // The admin reads the outbox in a context of its own: the buyer's page stays signed in as the buyer.
  const mail = await latestMailTo(request, baseURL!, email);
  expect(mail.text).toContain(`Order number: ${orderNumber}`);
  expect(mail.text).toContain(courseName);

  await page.goto('/courses');
  await expect(page.getByRole('link', { name: `Continue learning ${courseName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Select ${courseName}` })).toHaveCount(0);
  await page.getByRole('link', { name: `Details of ${courseName}` }).click();
  await expect(page.getByRole('link', { name: 'Continue learning', exact: true })).toBeVisible();

  await page.goto('/dashboard/payment');
  await page
    .getByRole('link', { name: /^Receipt for order/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await page.goto('/dashboard/mycourses');
  await expect(page.getByRole('heading', { name: courseName })).toBeVisible();
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

/** Buys a course on a phone-sized page: the payment page and receipt it went through. */
async function buyOnAPhone(page: Page, baseURL: string, theme: string) {
  await apiSignUp(page.request, baseURL, {
    email: uniqueEmail(`phone-${theme}`),
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
  const paymentPage = page.url();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  return { paymentPage, receipt: new URL(page.url()).pathname };
}

// One test per theme: eight pages under axe in one test outran its time on a loaded machine.
for (const theme of ['light', 'dark']) {
  test(`the cart, payment, receipt and my-courses pages pass axe and fit a phone, ${theme}`, async ({
    page,
    baseURL,
  }) => {
    const { paymentPage, receipt } = await buyOnAPhone(page, baseURL!, theme);
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const path of [paymentPage, '/dashboard/mycart', receipt, '/dashboard/mycourses']) {
      await page.goto(path);
      await settle(page);
      expect(await seriousViolations(page), `${path} (${theme})`).toEqual([]);
      expect(await documentWidth(page), (await overflowingElements(page, 375)).join('\n')).toBe(
        375,
      );
    }
  });
}
