import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { board, inkAt, origin, pixels } from '../support/board';

// Guides on /canvas: a two-point perspective turned on, a vanishing point dragged, a line drawn
// by a wobbly hand and snapped to it, and each of them undone, one step each.

const guideKind = (page: Page) => page.getByRole('combobox', { name: 'Guide' });
const overlay = (page: Page) => board(page).locator('svg[data-guides]');
const handle = (page: Page, part: number) =>
  overlay(page).locator(`[data-handle="vanishing-point"][data-part="${part}"]`);

/** Where a handle is, in document units, as the overlay draws it. */
async function handleAt(page: Page, part: number) {
  const h = handle(page, part);
  return { x: Number(await h.getAttribute('cx')), y: Number(await h.getAttribute('cy')) };
}

/** Presses at one document point, goes through the others, lifts. */
async function drag(page: Page, points: [number, number][]) {
  const o = await origin(page);
  const [first, ...rest] = points.map(([x, y]) => o.at(x, y));
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y, { steps: 2 });
  await page.mouse.up();
}

/** Pixels of a downloaded PNG that are not the white page, decoded by the browser. */
async function inkedInPng(page: Page, file: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const data = ctx.getImageData(0, 0, image.width, image.height).data;
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] !== 255 || data[i + 1] !== 255 || data[i + 2] !== 255) inked++;
    }
    return inked;
  }, file.toString('base64'));
}

test('a two-point guide: a point dragged, a line snapped to it, each undone in one step', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/canvas');
  await expect(board(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();

  await guideKind(page).selectOption({ label: 'Two-point perspective' });
  const snap = page.getByRole('button', { name: 'Snap to guide' });
  // Choosing a guide turns snapping on; the panel's button and the rail's say so.
  await expect(snap.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).locator('[data-handle]')).toHaveCount(2);
  expect(await handleAt(page, 1)).toEqual({ x: 900, y: 200 });

  // The guide is over the board, never in it: the layers and the exported picture are blank.
  expect((await pixels(page)).ink).toBe(0);
  const [blank] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(await inkedInPng(page, await readFile(await blank.path()))).toBe(0);

  // Drag the right-hand vanishing point in and up a little.
  await drag(page, [
    [900, 200],
    [880, 190],
    [840, 170],
    [820, 160],
  ]);
  const vp = await handleAt(page, 1);
  expect(Math.abs(vp.x - 820)).toBeLessThan(2);
  expect(Math.abs(vp.y - 160)).toBeLessThan(2);
  expect((await pixels(page)).ink).toBe(0);

  // A wobbly line towards it: what lands is the straight line from its start to the point.
  const start: [number, number] = [300, 420];
  const along = (t: number, wobble = 0): [number, number] => {
    const x = start[0] + (vp.x - start[0]) * t;
    const y = start[1] + (vp.y - start[1]) * t;
    return [x + wobble * 0.42, y + wobble * 0.91];
  };
  const wobbles = [0, 0, 8, -10, 12, -9, 11, -8, 10, -6, 4];
  await drag(
    page,
    wobbles.map((w, i) => along((i / (wobbles.length - 1)) * 0.5, w)),
  );
  const drawn = await pixels(page);
  expect(drawn.ink).toBeGreaterThan(500);
  for (const t of [0.1, 0.2, 0.3, 0.4]) expect(await inkAt(page, ...along(t))).toBeGreaterThan(0);
  // Where the hand wandered, square to the line, there is nothing.
  expect(await inkAt(page, ...along(0.2, 12))).toBe(0);
  expect(await inkAt(page, ...along(0.3, -12))).toBe(0);

  // S turns snapping off and on again.
  await board(page).focus();
  await page.keyboard.press('s');
  await expect(snap.first()).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('s');
  await expect(snap.first()).toHaveAttribute('aria-pressed', 'true');

  // One Undo takes the line away, the next the drag, the next the guide.
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.click();
  expect((await pixels(page)).ink).toBe(0);
  expect(await handleAt(page, 1)).toEqual({ x: vp.x, y: vp.y });
  await undo.click();
  expect(await handleAt(page, 1)).toEqual({ x: 900, y: 200 });
  await undo.click();
  await expect(overlay(page)).toBeHidden();
  await expect(guideKind(page)).toHaveValue('none');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(guideKind(page)).toHaveValue('perspective-2');

  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone the guide controls fit, and snapping is a tap under the board', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/canvas');
  await expect(board(page)).toBeVisible();
  await page.getByRole('button', { name: 'Panels' }).first().click();
  const kind = guideKind(page);
  await kind.scrollIntoViewIfNeeded();
  await kind.selectOption({ label: 'Ellipse' });
  await expect(page.getByRole('slider', { name: /Degree/ })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  for (const control of [kind, page.getByRole('slider', { name: /Degree/ })]) {
    const box = await control.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(overlay(page).locator('ellipse')).toHaveCount(2);
  const railSnap = page.getByRole('toolbar', { name: 'Drawing tools' }).getByRole('button', {
    name: 'Snap to guide',
  });
  await expect(railSnap).toHaveAttribute('aria-pressed', 'true');
  await railSnap.click();
  await expect(railSnap).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
