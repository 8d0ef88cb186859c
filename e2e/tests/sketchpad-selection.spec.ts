import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { board, inkAt, origin, pixels, stroke } from '../support/board';

// Selection and transform, and pictures brought in as layers (issue 12 items 2 and 8).

test.use({ viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 });

test.beforeEach(async ({ page }) => {
  await page.goto('/canvas');
  await expect(board(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
});

/** Drags between two document points with the mouse. */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  const o = await origin(page);
  const a = o.at(...from);
  const b = o.at(...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

test('a selection moves as one step, Escape puts it back, and one Undo undoes the move', async ({
  page,
}) => {
  await stroke(page, [100, 100], [200, 150]);
  const drawn = await pixels(page);
  const undo = page.getByRole('button', { name: 'Undo' });

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await drag(page, [80, 80], [220, 170]);
  const bar = page.getByRole('toolbar', { name: 'Selection' });
  await expect(bar).toBeVisible();
  await expect(board(page).locator('[data-stage] svg[data-selection]')).toBeAttached();

  // Moved, then cancelled: the board is as it was, with no new step.
  await drag(page, [150, 125], [450, 325]);
  await page.keyboard.press('Escape');
  expect(await pixels(page)).toEqual(drawn);

  await drag(page, [80, 80], [220, 170]);
  await drag(page, [150, 125], [450, 325]);
  await bar.getByRole('button', { name: 'Done' }).click();
  expect(await inkAt(page, 150, 125)).toBe(0);
  expect(await inkAt(page, 450, 325)).toBeGreaterThan(0);
  await undo.click();
  expect(await pixels(page)).toEqual(drawn);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a picture comes in as a new layer, placed where the artist wants it; one Undo takes it away', async ({
  page,
}) => {
  // A 2×1 PNG: red and blue.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII=',
    'base64',
  );
  await page.getByLabel('Picture file').setInputFiles({
    name: 'swatch.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page
    .getByRole('toolbar', { name: 'Selection' })
    .getByRole('button', { name: 'Done' })
    .click();
  await expect(page.getByText('swatch', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('swatch', { exact: true })).toHaveCount(0);

  await page.getByLabel('Picture file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('That file is not a picture.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('the selection bar stays on the board and within reach', async ({ page }) => {
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const bar = page.getByRole('toolbar', { name: 'Selection' });
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('text is typed where it goes, in a face loaded only then, placed as ink by one confirmation, and moved with Select', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/studio/')) fonts.push(new URL(request.url()).pathname);
  });
  await page
    .getByRole('toolbar', { name: 'Drawing tools' })
    .getByRole('button', { name: 'Text', exact: true })
    .click();
  await expect.poll(() => fonts).toContain('/studio/fonts/caveat.woff2');
  await page.getByLabel('Font').selectOption('lobster');
  await expect.poll(() => fonts).toContain('/studio/fonts/lobster.woff2');
  expect(fonts.filter((path) => path.includes('clipart'))).toEqual([]);

  const at = (await origin(page)).at(300, 250);
  await page.mouse.click(at.x, at.y);
  const box = page.getByRole('textbox', { name: 'Text to place' });
  await expect(box).toBeFocused();
  await box.fill('Hello');
  await page.keyboard.press('Control+Enter');
  await expect(box).toBeHidden();
  const placed = await pixels(page);
  expect(placed.ink).toBeGreaterThan(100);
  await expect(page.getByRole('toolbar', { name: 'Selection' })).toBeHidden();

  // Placed for good, yet the select tool still moves it like any ink.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await drag(page, [280, 200], [480, 300]);
  await drag(page, [350, 250], [650, 250]);
  await page
    .getByRole('toolbar', { name: 'Selection' })
    .getByRole('button', { name: 'Done' })
    .click();
  const moved = await pixels(page);
  expect(moved.hash).not.toBe(placed.hash);
  expect(moved.ink).toBeGreaterThan(100);
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.click();
  expect(await pixels(page)).toEqual(placed);
  await undo.click();
  expect((await pixels(page)).ink).toBe(0);
});

test('the clipart library opens on demand, finds a cat, and places it on the layer', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.locator('summary', { hasText: 'Clipart' }).click();
  await expect.poll(() => asked).toContain('/studio/clipart/index.json');
  await page.getByRole('searchbox', { name: 'Search clipart' }).fill('cat');
  await page.getByRole('button', { name: 'Place cat face' }).click();
  await page
    .getByRole('toolbar', { name: 'Selection' })
    .getByRole('button', { name: 'Done' })
    .click();
  expect((await pixels(page)).ink).toBeGreaterThan(1000);
  await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
