import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { board, pixels, stroke } from '../support/board';

const password = 'journey-password-1';
/** How many pixels of the board's layers hold ink. */
const ink = async (page: Page) => (await pixels(page)).ink;

test('draw, save to the account, open it elsewhere, share it, and anyone watches it being drawn', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('drawer');
  const title = `Harbour ${Date.now().toString(36)}`;

  // Draw on one device, save it, keep drawing: the autosave carries the new strokes up.
  const first = await browser.newContext();
  const page = await first.newPage();
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Dana Drawer' });
  await page.goto('/canvas');
  await expect(page.getByText('Only on this device: Save keeps it in your account.')).toBeVisible();
  await board(page).scrollIntoViewIfNeeded();
  await stroke(page, [100, 100], [300, 300]);
  await stroke(page, [400, 100], [600, 300]);
  const titleField = page.getByLabel('Drawing title');
  await titleField.fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await stroke(page, [700, 100], [900, 300]);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByText(/^Saved at /)).toBeVisible({ timeout: 15_000 });
  await first.close();

  // Another browser: the drawing is in My drawings, opens on the board with its three strokes.
  const second = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const phone = await second.newPage();
  await apiSignIn(phone.request, baseURL!, { email, password });
  await phone.goto('/drawings');
  const card = phone.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Private')).toBeVisible();
  await expect(card.getByText('Strokes')).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await card.getByRole('link', { name: `Open ${title}` }).click();
  await expect(phone).toHaveURL(/\/canvas$/);
  await expect.poll(() => ink(phone)).toBeGreaterThan(300);
  // On a phone the drawing's title and saving are in the panels' sheet.
  await phone.getByRole('button', { name: 'Panels' }).click();
  await expect(phone.getByLabel('Drawing title')).toHaveValue(title);
  expect(await seriousViolations(phone)).toEqual([]);

  // Share it to the feed: it has to be public first, and the owner is asked.
  await phone.goto('/drawings');
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await phone.getByRole('button', { name: `Share to feed: ${title}` }).click();
  await phone.getByRole('button', { name: 'Make public', exact: true }).click();
  await phone.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(phone.getByText('See it in the feed')).toBeVisible();
  await expect(card.getByText('Public')).toBeVisible();
  await second.close();

  // Anyone, signed out, finds it in the feed and watches it being drawn.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto('/allpost');
  const post = reader
    .locator('article')
    .filter({ hasText: 'Drawn here, stroke by stroke' })
    .first();
  await post.getByRole('link', { name: `Watch it being drawn: ${title}` }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('by Dana Drawer')).toBeVisible();
  const scrubber = reader.getByRole('slider', { name: 'Replay time' });
  await reader.getByRole('button', { name: 'Step back' }).click();
  await expect(reader.getByText('Step 2 of 3')).toBeVisible();
  await reader.getByLabel('Speed').selectOption('32');
  await reader.getByRole('button', { name: /^(Play|Replay)$/ }).click();
  await expect(reader.getByText('Step 3 of 3')).toBeVisible();
  await expect(scrubber).toBeEnabled();
  const facts = reader.getByRole('region', { name: 'How it was made' });
  await expect(facts.getByText('Strokes', { exact: true }).locator('..')).toHaveText(
    /^Strokes\s*3$/,
  );
  expect(await seriousViolations(reader)).toEqual([]);
  await visitor.close();
});
