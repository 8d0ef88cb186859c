import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  apiSignIn,
  apiSignUp,
  e2eAdmin,
  latestMailTo,
  logInThroughForm,
  uniqueEmail,
} from '../support/accounts';

const password = 'journey-password-1';
const repoRoot = path.resolve(import.meta.dirname, '../..');

test.describe('accounts', () => {
  test('sign up, land back where I came from, signed in', async ({ page }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/courses');
    await page.getByRole('link', { name: 'SignUp' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByLabel('Name', { exact: true }).fill('Nia Newcomer');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Use at least 8 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${password}x`);
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await expect(page.getByText('Passwords match.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Sign up', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Accept Terms').check();
    await submit.click();
    await expect(page.getByText('User created successfully.')).toBeVisible();
    // A new account's onboarding comes first; skipped, it goes back where the newcomer was.
    await expect(page).toHaveURL(/\/welcome\?next=%2Fcourses$/);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SignUp' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toMatch(/^ey/);
  });

  test('a photo from another site is refused with what to do, and an uploaded one becomes mine', async ({
    page,
  }) => {
    const email = uniqueEmail('pictured');
    await page.goto('/signup');
    await page.getByLabel('Name', { exact: true }).fill('Pia Pictured');
    await page.getByLabel('Photo URL').fill('https://elsewhere.example/me.jpg');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByLabel('Accept Terms').check();
    const submit = page.getByRole('button', { name: 'Sign up', exact: true });
    await submit.click();
    const refusal = /^Pictures from other sites are not used here: upload yours instead/;
    await expect(page.getByRole('alert')).toContainText(refusal);
    await expect(page.getByLabel('Photo URL')).toHaveAttribute('aria-invalid', 'true');

    await page
      .getByLabel('Or upload a picture')
      .setInputFiles(path.join(repoRoot, 'apps/web/public/media/students/student-02.webp'));
    await expect(page.getByRole('img', { name: 'Your chosen picture' })).toBeVisible();
    await expect(page.getByLabel('Photo URL')).toHaveValue('');
    await submit.click();
    await expect(page.getByText('User created successfully.')).toBeVisible();
    const session = await page.request.get('/api/auth/get-session');
    const { user } = (await session.json()) as { user: { image: string | null } };
    expect(user.image).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);
  });

  test('a taken email gets a clear message', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('taken');
    await apiSignUp(request, baseURL!, { email, password, name: 'Taken' });
    await page.goto('/signup');
    await page.getByLabel('Name', { exact: true }).fill('Someone Else');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByLabel('Accept Terms').check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('already exists');
  });

  test('log in with email or username, wrong password, log out', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('returning');
    await apiSignUp(request, baseURL!, { email, password, name: 'Ray Returning' });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
    await logInThroughForm(page, email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('do not match');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await logInThroughForm(page, email.split('@')[0]!, password);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'SignUp' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  });

  test('a guarded page sends me to log in and back', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('guarded');
    await apiSignUp(request, baseURL!, { email, password, name: 'Gia Guarded' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'My Cart', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payment History', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Users', exact: true })).toHaveCount(0);
    await page.goto('/dashboard/manageusers');
    await expect(page.getByText('This page is not for your role')).toBeVisible();
  });

  test('forgot password: a mailed link sets a new one', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('forgetful');
    await apiSignUp(request, baseURL!, { email, password, name: 'Fay Forgetful' });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('we have sent it a link')).toBeVisible();

    const mail = await latestMailTo(request, baseURL!, email);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password-2');
    await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();

    await page.getByRole('link', { name: 'Log in with your new password' }).click();
    await logInThroughForm(page, email, password);
    await expect(page.getByRole('alert')).toContainText('do not match');
    await logInThroughForm(page, email, 'brand-new-password-2');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Continue with Google through the local OpenID Connect provider keeps the course selected before', async ({
    page,
  }) => {
    const login = `google.${Date.now().toString(36)}`;
    await page.goto('/courses');
    const card = page.getByRole('article').nth(1);
    const courseName = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('button', { name: `Select ${courseName}` }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.locator('input[name=login]').fill(login);
    await page.locator('input[name=password]').fill('whatever');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('User created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/myCart$/);
    await expect(page.getByRole('table').getByText(courseName, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 course' })).toBeVisible();
  });

  test('an admin grants a role and the user sees the new menu after a reload', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('promoted');
    const student = await browser.newContext({ baseURL });
    await apiSignUp(student.request, baseURL!, { email, password, name: 'Pat Promoted' });
    const studentPage = await student.newPage();
    await studentPage.goto('/dashboard');
    await expect(studentPage.getByRole('link', { name: 'My Cart', exact: true })).toBeVisible();

    await apiSignIn(page.request, baseURL!, e2eAdmin);
    await page.goto(`/dashboard/manageusers?q=${encodeURIComponent(email)}`);
    await expect(page).toHaveTitle('Glossy Drawer | All users');
    await expect(page.getByRole('heading', { name: 'All users' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await row.getByRole('button', { name: 'Make Instructor' }).click();
    // Every grant asks first, naming the person.
    await page
      .getByRole('alertdialog', { name: 'Make Pat Promoted an instructor?' })
      .getByRole('button', { name: 'Make Instructor' })
      .click();
    await expect(page.getByText('Pat Promoted is an Instructor Now!')).toBeVisible();
    await expect(row.getByText('instructor', { exact: true })).toBeVisible();

    await studentPage.reload();
    await expect(
      studentPage.getByRole('link', { name: 'Instructor Courses', exact: true }),
    ).toBeVisible();
    await expect(studentPage.getByRole('link', { name: 'My Cart', exact: true })).toHaveCount(0);
    await student.close();
  });

  test('the admin menu and admin home', async ({ page, baseURL }) => {
    await apiSignIn(page.request, baseURL!, e2eAdmin);
    await page.goto('/dashboard');
    for (const name of ['Admin Home', 'Manage Users', 'Manage Classes']) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Admin Home', exact: true }).click();
    await expect(page.getByText(/students/i).first()).toBeVisible();
  });

  test('a stale token logs me out and sends me to log in', async ({ page, baseURL }) => {
    await apiSignIn(page.request, baseURL!, e2eAdmin);
    await page.goto('/dashboard/adminhome');
    await expect(page.getByRole('link', { name: 'Manage Users', exact: true })).toBeVisible();
    // The identity session ends and the stored token no longer verifies; the next call answers 401.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.setItem('access-token', 'stale.token.value'));
    await page.getByRole('link', { name: 'Manage Users', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    await expect(page.getByRole('link', { name: 'SignUp' })).toBeVisible();
  });
});
