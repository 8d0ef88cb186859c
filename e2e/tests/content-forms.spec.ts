import { expect, test } from '../support/fixtures';
import { settle } from '../support/page-checks';

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('subscribe (footer)', () => {
  test('rejects a bad address, subscribes a good one, and knows it the second time', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page
      .getByRole('contentinfo')
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
    const email = form.getByRole('textbox');
    const subscribe = form.getByRole('button', { name: 'Subscribe' });

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText(/valid|email/i);

    const address = uniqueEmail('subscribe');
    await email.fill(address);
    await subscribe.click();
    await expect(form).toContainText(/subscribed/i);
    await expect(form).not.toContainText(/already/i);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill(address);
    await subscribe.click();
    await expect(form).toContainText(/already/i);
  });
});

test.describe('contact form', () => {
  test('an empty send shows an error at each field', async ({ page }) => {
    await page.goto('/contact');
    await settle(page);
    await page.getByRole('button', { name: /send/i }).click();
    const fields = [
      page.getByRole('textbox', { name: /name/i }).first(),
      page.getByRole('textbox', { name: /email/i }).first(),
      page.getByRole('textbox', { name: /message/i }),
    ];
    for (const field of fields) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // The message is on screen, tied to its field.
      const describedBy = await field.getAttribute('aria-describedby');
      expect(describedBy, 'the field points at its error message').toBeTruthy();
      const message = page.locator(
        describedBy!
          .split(/\s+/)
          .map((id) => `[id="${id}"]`)
          .join(', '),
      );
      await expect(message.filter({ hasText: /\S/ }).first()).toBeVisible();
    }
  });

  test('a valid message is sent, confirmed and the form is reset', async ({ page }) => {
    await page.goto('/contact');
    await settle(page);
    const name = page.getByRole('textbox', { name: /name/i }).first();
    const email = page.getByRole('textbox', { name: /email/i }).first();
    const message = page.getByRole('textbox', { name: /message/i });
    await name.fill('Ada Painter');
    await email.fill(uniqueEmail('contact'));
    await message.fill('I would like to know when the next watercolour course starts. Thank you!');
    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: /send/i }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText(/sent|thank/i).first()).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
  });
});

test.describe('selecting a course while signed out', () => {
  test('home card Select: "Plz Login First", then the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Select' }).first().click();
    await expect(page.getByText('Plz Login First')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/i);
  });

  test('course list Select: "Please Login First", then the login page', async ({ page }) => {
    await page.goto('/courses');
    await page.getByRole('button', { name: 'Select' }).first().click();
    await expect(page.getByText('Please Login First')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/i);
  });
});
