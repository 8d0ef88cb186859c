import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { board, hands, origin, pixels, stroke } from '../support/board';

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/canvas');
  await expect(board(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
});

test('the board and its controls match the spec', async ({ page }) => {
  const o = await origin(page);
  // On a laptop the whole board is in view on arrival, 2:1, at least 900 px wide, and the page
  // does not scroll at all: the studio is the window.
  expect(Math.abs(o.width - 2 * o.height)).toBeLessThan(2);
  expect(o.width).toBeGreaterThanOrEqual(900);
  expect(o.x).toBeGreaterThanOrEqual(0);
  expect(o.y).toBeGreaterThanOrEqual(0);
  expect(o.x + o.width).toBeLessThanOrEqual(1366);
  expect(o.y + o.height).toBeLessThanOrEqual(900);
  const page_ = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  expect(page_).toEqual({ width: 1366, height: 900 });
  // The spec's 1–50 px with 5 px first; brushes now reach 500 px (decision 0119).
  await expect(page.getByRole('slider', { name: /Brush width/ })).toHaveAttribute(
    'aria-valuetext',
    '5 px',
  );
  const width = page.getByRole('spinbutton', { name: 'Brush width' });
  await expect(width).toHaveValue('5');
  await expect(width).toHaveAttribute('min', '1');
  await expect(width).toHaveAttribute('max', '500');
  await expect(page.getByLabel('Colour', { exact: true })).toHaveValue('#808080');
  for (const name of ['Draw', 'Erase', 'Clear', 'Undo', 'Redo', 'Download']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
});

test('one Undo removes exactly one stroke and Redo restores the newest', async ({ page }) => {
  await stroke(page, [100, 100], [400, 120]);
  const one = await pixels(page);
  expect(one.ink).toBeGreaterThan(300);
  await stroke(page, [100, 300], [400, 320]);
  const two = await pixels(page);
  expect(two.ink).toBeGreaterThan(one.ink);

  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await pixels(page)).toEqual(one);
  await page.getByRole('button', { name: 'Redo' }).click();
  expect(await pixels(page)).toEqual(two);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('Clear can be undone', async ({ page }) => {
  await stroke(page, [100, 100], [600, 400]);
  const drawn = await pixels(page);
  await page.getByRole('button', { name: 'Clear' }).click();
  expect((await pixels(page)).ink).toBe(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await pixels(page)).toEqual(drawn);
});

test('a new stroke drops the redo steps', async ({ page }) => {
  await stroke(page, [100, 100], [400, 100]);
  await stroke(page, [100, 200], [400, 200]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
  await stroke(page, [100, 300], [400, 300]);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
});

test('leaving the board ends the stroke', async ({ page }) => {
  const o = await origin(page);
  const area = (await board(page).boundingBox())!;
  const go = async (x: number, y: number, steps?: number) => {
    const p = o.at(x, y);
    await page.mouse.move(p.x, p.y, steps ? { steps } : undefined);
  };
  await go(900, 250);
  await page.mouse.down();
  // Off the sheet is still the workspace; out of the workspace (into the panel) ends it.
  await page.mouse.move(area.x + area.width + 20, o.at(0, 250).y, { steps: 10 });
  await go(900, 400, 10);
  await go(700, 400, 10);
  await page.mouse.up();
  const inkAt = await page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-board] canvas[data-layer]');
    const k = (c?.width ?? 1000) / 1000;
    const d = c?.getContext('2d')?.getImageData(800 * k, 390 * k, 20 * k, 20 * k).data ?? [];
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if ((d[i] ?? 0) > 0) n++;
    return n;
  });
  expect(inkAt).toBe(0);
  expect((await pixels(page)).ink).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await pixels(page)).ink).toBe(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('Download saves a 1000×500 canvas.png', async ({ page }) => {
  await stroke(page, [100, 100], [400, 300]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('canvas.png');
  const file = await readFile(await download.path());
  expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([1000, 500]);
});

test('keyboard: Ctrl+Z undoes, Ctrl+Y redoes, E erases', async ({ page }) => {
  await stroke(page, [100, 100], [400, 100]);
  const drawn = await pixels(page);
  await page.keyboard.press('Control+z');
  expect((await pixels(page)).ink).toBe(0);
  await page.keyboard.press('Control+y');
  expect(await pixels(page)).toEqual(drawn);
  await page.keyboard.press('e');
  await expect(page.getByRole('button', { name: 'Erase' })).toHaveAttribute('aria-pressed', 'true');
  await stroke(page, [50, 100], [450, 100]);
  expect((await pixels(page)).ink).toBeLessThan(drawn.ink / 4);
});

test('touch draws; a pen draws with pressure; after a pen, touch no longer draws', async ({
  page,
}) => {
  const tablet = await hands(page);
  const fingerStroke = (y: number) => tablet.fingers([[100, y]], (t) => [[100 + 300 * t, y]], 30);
  const pen = (y: number, force: number) => tablet.pen([100, y], [400, y], force, 30);

  await fingerStroke(80);
  const afterTouch = (await pixels(page)).ink;
  expect(afterTouch).toBeGreaterThan(300);

  await pen(200, 0.15);
  const light = (await pixels(page)).ink - afterTouch;
  await pen(350, 1);
  const heavy = (await pixels(page)).ink - afterTouch - light;
  expect(light).toBeGreaterThan(100);
  expect(heavy).toBeGreaterThan(light * 1.5);

  const before = await pixels(page);
  await fingerStroke(450);
  expect(await pixels(page)).toEqual(before);
});

test('the bar’s menus and ? open over the board, which stays where it was', async ({ page }) => {
  const place = async () => {
    const { x, y, width, height } = await origin(page);
    return { x, y, width, height };
  };
  const before = await place();
  const sheet = page.getByText('Keys and gestures');
  await page.keyboard.press('Shift+?');
  await expect(sheet).toBeVisible();
  await expect(page.getByText('Eyedropper', { exact: true }).last()).toBeInViewport();
  expect(await place()).toEqual(before);
  await page.keyboard.press('Shift+?');
  await expect(sheet).toBeHidden();
  await page.getByText('More formats').click();
  await expect(page.getByRole('button', { name: 'Download as JPEG' })).toBeInViewport();
  expect(await place()).toEqual(before);
});

test('the drawing survives a reload', async ({ page }) => {
  await stroke(page, [100, 100], [500, 300]);
  const drawn = await pixels(page);
  await page.waitForTimeout(300); // the autosave write lands after the stroke
  await page.reload();
  await expect(page.getByText('Your last drawing was restored.')).toBeVisible();
  expect(await pixels(page)).toEqual(drawn);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await pixels(page)).ink).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('the board fits the width, the controls stay reachable, a finger draws, and taps undo and redo', async ({
    page,
  }) => {
    const o = await origin(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(o.x).toBeGreaterThanOrEqual(0);
    expect(o.x + o.width).toBeLessThanOrEqual(375);
    // Held upright, the board starts upright too and takes the workspace's height.
    expect(Math.abs(o.height - 2 * o.width)).toBeLessThan(2);
    expect(o.height).toBeGreaterThan(400);
    for (const name of ['Draw', 'Erase', 'Clear', 'Undo', 'Redo', 'Download']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // The tools sit under the board, within a thumb's reach; the page never scrolls.
    const tools = (await page.getByRole('toolbar', { name: 'Drawing tools' }).boundingBox())!;
    expect(tools.y).toBeGreaterThan(o.y + o.height);
    expect(tools.y + tools.height).toBeLessThanOrEqual(800);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(800);
    // Brush and colour are a sheet away, and the sheet goes as it came.
    const panels = page.getByRole('button', { name: 'Panels' });
    await panels.click();
    await expect(page.getByRole('slider', { name: /Brush width/ })).toBeVisible();
    await expect(page.getByLabel('Colour', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('slider', { name: /Brush width/ })).toBeHidden();

    // No pen has been seen: one finger draws, it does not pan.
    const touch = await hands(page);
    await touch.fingers([[250, 100]], (t) => [[250, 100 + 800 * t]], 40);
    const drawn = await pixels(page);
    expect(drawn.ink).toBeGreaterThan(300);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

    // Two fingers tapped undo, three redo, as in Procreate; neither leaves a mark.
    await touch.tap([
      [100, 300],
      [300, 300],
    ]);
    await expect.poll(async () => (await pixels(page)).ink).toBe(0);
    await touch.tap([
      [100, 300],
      [250, 300],
      [400, 300],
    ]);
    await expect.poll(() => pixels(page)).toEqual(drawn);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await pixels(page)).ink).toBe(0);
  });
});

test('the reference image survives a reload and is never exported', async ({ page }) => {
  // A 2×1 PNG: red and blue.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII=',
    'base64',
  );
  await page.getByLabel('Reference image file').setInputFiles({
    name: 'ref.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const reference = page.locator('[data-board] canvas[data-reference]');
  await expect(reference).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide reference' })).toBeVisible();
  await page.waitForTimeout(300); // the autosave write lands after the change
  await page.reload();
  await expect(reference).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove reference' })).toBeVisible();
  expect((await pixels(page)).ink).toBe(0);
});
