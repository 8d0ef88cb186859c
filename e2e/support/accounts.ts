import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The admin the journeys' server is started with (playwright.config.ts). */
export const e2eAdmin = { email: 'admin@journeys.test', password: 'admin-password-e2e' } as const;

let counter = 0;
/**
 * A fresh address per call, unique across workers and runs, whose part before '@' is short enough
 * to be the account's username as it is (usernames keep at most 24 characters of it).
 */
export const uniqueEmail = (who: string) =>
  `${who.slice(0, 8)}.${Date.now().toString(36).slice(-6)}${process.pid % 1000}${(counter += 1)}@journeys.test`;

const origin = (request: APIRequestContext, baseURL: string) => ({ headers: { origin: baseURL } });

/** Creates an account and its user record through the API, signed in on `request`'s cookies. */
export async function apiSignUp(
  request: APIRequestContext,
  baseURL: string,
  user: { email: string; password: string; name: string },
) {
  const res = await request.post('/api/auth/sign-up/email', {
    data: user,
    ...origin(request, baseURL),
  });
  expect(res.status(), await res.text()).toBe(200);
  const record = await request.post('/api/users', {
    data: { name: user.name, email: user.email, role: 'student' },
    ...origin(request, baseURL),
  });
  expect(record.status()).toBeLessThan(300);
}

export async function apiSignIn(
  request: APIRequestContext,
  baseURL: string,
  credentials: { email: string; password: string },
) {
  const res = await request.post('/api/auth/sign-in/email', {
    data: credentials,
    ...origin(request, baseURL),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An API token for whoever `request` is signed in as. */
export async function apiToken(request: APIRequestContext, baseURL: string, email: string) {
  const res = await request.post('/api/jwt', { data: { email }, ...origin(request, baseURL) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Fills and submits the log-in form. */
export async function logInThroughForm(page: Page, login: string, password: string) {
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The newest mail to `to` in the outbox, read as the admin. */
export async function latestMailTo(request: APIRequestContext, baseURL: string, to: string) {
  await apiSignIn(request, baseURL, e2eAdmin);
  const token = await apiToken(request, baseURL, e2eAdmin.email);
  const res = await request.get('/api/admin/outbox?limit=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const mails = (await res.json()) as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === to);
  expect(mail, `no mail to ${to}`).toBeDefined();
  return mail!;
}
