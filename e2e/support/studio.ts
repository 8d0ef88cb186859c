import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSignIn, apiToken, e2eAdmin } from './accounts';

/** The admin's API token, signed in on `request`. */
export async function adminToken(request: APIRequestContext, baseURL: string) {
  await apiSignIn(request, baseURL, e2eAdmin);
  return apiToken(request, baseURL, e2eAdmin.email);
}

/** Makes the user with this email an instructor, as an admin does on Manage Users. */
export async function grantInstructor(request: APIRequestContext, baseURL: string, email: string) {
  const token = await adminToken(request, baseURL);
  const headers = { authorization: `Bearer ${token}` };
  const found = await request.get(`/api/users?q=${encodeURIComponent(email)}`, { headers });
  const [user] = (await found.json()) as { _id: string }[];
  const grant = await request.patch(`/api/users/instructor/${user!._id}`, { headers });
  expect(grant.status()).toBe(200);
}

/** A page of its own, signed in as the journeys' admin. */
export async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await apiSignIn(context.request, baseURL, e2eAdmin);
  return context.newPage();
}
