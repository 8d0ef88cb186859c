import { expect, test, type Page } from '@playwright/test';
import { apiSignUp, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { board, origin, pixels, sheet } from '../support/board';

// The studio on a phone and on a tablet either way up (issue 32 items 5 and 6): the board gets the
// room, the tools fit without sideways scrolling, brush, colour, layers and Save are a tap
// away, focus mode hides the site's navbar, and text is placed by one confirmation.

const devices = [
  { name: 'a phone', width: 375, height: 812 },
  { name: 'a tablet held upright', width: 768, height: 1024 },
  { name: 'a tablet held sideways', width: 1024, height: 768 },
];

/** Whether the whole of a box is on screen. */
async function onScreen(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

for (const device of devices) {
  test.describe(`on ${device.name}`, () => {
    test.use({
      viewport: { width: device.width, height: device.height },
      hasTouch: true,
      isMobile: true,
    });

    test.beforeEach(async ({ page }) => {
      await page.goto('/canvas');
      await expect(board(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
    });

    test('the board gets the room, nothing scrolls, and brush, colour and layers are a tap away', async ({
      page,
    }) => {
      const { width, height } = device;
      const size = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }));
      expect(size).toEqual({ width, height });

      // The workspace takes most of the screen, and the sheet as much of it as its 2:1 allows.
      const area = (await board(page).boundingBox())!;
      const paper = (await sheet(page).boundingBox())!;
      expect(area.height).toBeGreaterThanOrEqual(height * 0.5);
      expect(await onScreen(page, paper)).toBe(true);
      expect(paper.height >= height * 0.5 || paper.width >= area.width - 40).toBe(true);
      // A phone held upright starts an upright board, which takes the workspace's height.
      if (width < 600) expect(paper.height).toBeGreaterThan(area.height - 40);

      // Every tool on screen at once, one row under the board.
      const tools = page.getByRole('toolbar', { name: 'Drawing tools' });
      const rail = (await tools.boundingBox())!;
      expect(rail.y).toBeGreaterThanOrEqual(area.y + area.height - 1);
      for (const button of await tools.getByRole('button').all()) {
        expect(await onScreen(page, (await button.boundingBox())!)).toBe(true);
      }
      for (const name of ['Undo', 'Redo', 'Clear', 'Download']) {
        await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
      }

      // One tap each: the brush, the colour, the layers with a thumbnail of each.
      const panels = page.getByRole('group', { name: 'Panels' });
      await panels.getByRole('button', { name: 'Brush' }).click();
      await expect(page.getByRole('slider', { name: /Brush width/ })).toBeInViewport({ ratio: 1 });
      await panels.getByRole('button', { name: 'Colour' }).click();
      await expect(page.getByLabel('Colour', { exact: true })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('slider', { name: /Brush width/ })).toBeHidden();
      await panels.getByRole('button', { name: 'Layers' }).click();
      await expect(page.getByRole('button', { name: 'Add layer' })).toBeInViewport({ ratio: 1 });
      await expect(page.locator('canvas[data-thumbnail]')).toHaveCount(1);
      await expect(page.locator('canvas[data-thumbnail]')).toBeInViewport({ ratio: 1 });
      // The bar stays under the sheet, in reach to switch tools while it is open.
      await expect(tools.getByRole('button', { name: 'Erase' })).toBeInViewport({ ratio: 1 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('button', { name: 'Add layer' })).toBeHidden();
    });

    test('focus mode hides the navbar and gives the board its room; the button, F and Escape bring it back', async ({
      page,
    }) => {
      const navbar = page.getByRole('banner');
      await expect(navbar).toBeVisible();
      const before = (await board(page).boundingBox())!;
      const focus = page.getByRole('button', { name: 'Focus' });
      await expect(focus).toHaveAttribute('aria-pressed', 'false');
      await focus.click();
      await expect(focus).toHaveAttribute('aria-pressed', 'true');
      await expect(navbar).toBeHidden();
      const after = (await board(page).boundingBox())!;
      expect(after.height).toBeGreaterThanOrEqual(before.height + 90);
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(navbar).toBeVisible();
      await expect(focus).toHaveAttribute('aria-pressed', 'false');
      await board(page).focus();
      await page.keyboard.press('f');
      await expect(navbar).toBeHidden();
      await page.keyboard.press('f');
      await expect(navbar).toBeVisible();
      await focus.click();
      await expect(navbar).toBeHidden();
      await focus.click();
      await expect(navbar).toBeVisible();
    });

    test('text goes on the board with one confirmation', async ({ page }) => {
      await page
        .getByRole('toolbar', { name: 'Drawing tools' })
        .getByRole('button', { name: 'Text', exact: true })
        .click();
      const at = (await origin(page)).at(200, 250);
      await page.mouse.click(at.x, at.y);
      const box = page.getByRole('textbox', { name: 'Text to place' });
      await expect(box).toBeFocused();
      await box.fill('Hi');
      await page.getByRole('button', { name: 'Place text' }).click();
      await expect(box).toBeHidden();
      await expect.poll(async () => (await pixels(page)).ink).toBeGreaterThan(50);
      await expect(page.getByRole('toolbar', { name: 'Selection' })).toBeHidden();
      await page.getByRole('button', { name: 'Undo' }).click();
      expect((await pixels(page)).ink).toBe(0);
    });
  });
}

test('on a phone, a signed-in artist’s Save is in view without a tap', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await apiSignUp(page.request, baseURL!, {
    email: uniqueEmail('phone-artist'),
    password: 'journey-password-1',
    name: 'Pia Phone',
  });
  await page.goto('/canvas');
  await expect(board(page)).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await context.close();
});

test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 812, height: 375 }, hasTouch: true, isMobile: true });

  test('the studio opens in focus mode, the board takes the height, and the button brings the navbar back', async ({
    page,
  }) => {
    await page.goto('/canvas');
    await expect(board(page)).toBeVisible();
    const focus = page.getByRole('button', { name: 'Focus' });
    await expect(focus).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('banner')).toBeHidden();
    // The wide board, fitted to what the bars leave of 375 px: 138 px high under the navbar.
    const paper = (await sheet(page).boundingBox())!;
    expect(paper.height).toBeGreaterThan(230);
    expect(await onScreen(page, paper)).toBe(true);
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);

    await focus.click();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(focus).toHaveAttribute('aria-pressed', 'false');
  });
});
