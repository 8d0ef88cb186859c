import { expect, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from '../support/accounts';

const password = 'journey-password-1';

test('share a post, like it, comment on it, and delete it from the profile', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('poster');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Pia Poster' });
  const text = `Ink study no. ${Date.now()}`;

  await page.goto('/allPost');
  await page.getByRole('button', { name: "What's on your mind?" }).click();
  await page.getByLabel('Your post').fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Your work has been saved')).toBeVisible();

  const card = page.locator('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  const like = card.getByRole('button', { name: /Like/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');

  await card.getByRole('button', { name: /Comment/ }).click();
  await card.getByLabel('Write a comment').fill('Lovely line weight!');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByText('Lovely line weight!')).toBeVisible();

  await page.reload();
  const reloaded = page.locator('article').filter({ hasText: text });
  await expect(reloaded.getByRole('button', { name: /Like/ })).toContainText('1');
  await expect(reloaded.getByRole('button', { name: /Comment/ })).toContainText('1');

  await page.goto('/profile');
  const mine = page.locator('article').filter({ hasText: text });
  await mine.getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Your file has been deleted.')).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test('edit the profile with the original form and see it everywhere', async ({ page, baseURL }) => {
  const email = uniqueEmail('profile');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Old Name' });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Rosa Renamed');
  await page.getByLabel('Friends').fill('12');
  await page.getByRole('button', { name: 'Update Now' }).click();
  await expect(page.getByText('Profile is update sucessfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rosa Renamed' })).toBeVisible();
  await expect(page.getByText('12 friends')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByText('Rosa Renamed').first()).toBeVisible();
});

test('visitors read the feed but are asked to log in to post or like', async ({ page }) => {
  await page.goto('/allpost');
  await expect(page.getByRole('heading', { name: 'All posts' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in to share your art' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
