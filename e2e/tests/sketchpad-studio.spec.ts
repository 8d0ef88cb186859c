import { readFile } from 'node:fs/promises';
import { initializeCanvas, readPsd } from 'ag-psd';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { board, hands, inkAt, origin, pixels, stroke } from '../support/board';

// The studio beyond the spec's controls: the view, symmetry, blend modes and the layered file.

test.use({ viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 });

test.beforeEach(async ({ page }) => {
  await page.goto('/canvas');
  await expect(board(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
});

/** One pixel of a PNG, decoded by the page's own image decoder. */
async function pngPixel(page: Page, png: Buffer, x: number, y: number) {
  return page.evaluate(
    async ({ b64, px, py }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return [...ctx.getImageData(px, py, 1, 1).data];
    },
    { b64: png.toString('base64'), px: x, py: y },
  );
}

/** What the screen shows at a document point (the compositor's blend, not the engine's). */
async function screenPixel(page: Page, x: number, y: number) {
  const at = (await origin(page)).at(x, y);
  const shot = await page.screenshot({
    clip: { x: Math.round(at.x), y: Math.round(at.y), width: 1, height: 1 },
  });
  return pngPixel(page, shot, 0, 0);
}

async function download(page: Page, open: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), open()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

async function fillWith(page: Page, colour: string) {
  await page.getByLabel('Colour', { exact: true }).fill(colour);
  await page.getByRole('button', { name: 'Fill', exact: true }).click();
  const at = (await origin(page)).at(500, 250);
  await page.mouse.click(at.x, at.y);
}

test('zoomed, moved and turned, the stroke lands where the pointer is', async ({ page }) => {
  const zoom = page.getByRole('button', { name: /^Zoom \d+%, fit to the page$/ });
  await page.keyboard.press('1');
  await expect(zoom).toHaveText('100%');
  for (let i = 0; i < 6; i++) await page.keyboard.press('r');
  await expect(
    page.getByRole('button', { name: 'View turned 90°, fit and straighten' }),
  ).toBeVisible();
  // A line along the document's x axis runs down the screen now.
  const turned = await origin(page);
  expect(turned.at(600, 250).y - turned.at(400, 250).y).toBeCloseTo(200, 0);
  await stroke(page, [400, 250], [600, 250]);
  expect(await inkAt(page, 500, 250)).toBeGreaterThan(0);
  expect(await inkAt(page, 500, 150)).toBe(0);

  // Ctrl+scroll zooms about the pointer; Space+drag moves the view and draws nothing.
  const middle = turned.at(500, 250);
  await page.mouse.move(middle.x, middle.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -240);
  await page.keyboard.up('Control');
  await expect(zoom).not.toHaveText('100%');
  const drawn = await pixels(page);
  const before = await origin(page);
  await page.keyboard.down('Space');
  await page.mouse.down();
  await page.mouse.move(middle.x + 120, middle.y + 40, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up('Space');
  const after = await origin(page);
  expect(after.at(0, 0).x - before.at(0, 0).x).toBeCloseTo(120, 0);
  expect(await pixels(page)).toEqual(drawn);

  // 0 fits the whole board again, upright.
  await page.keyboard.press('0');
  await expect(
    page.getByRole('button', { name: 'View turned 0°, fit and straighten' }),
  ).toBeVisible();
  const fitted = await origin(page);
  expect(fitted.width).toBeGreaterThanOrEqual(900);
  expect(Math.abs(fitted.width - 2 * fitted.height)).toBeLessThan(2);
});

test('mirror symmetry draws both halves, shows its guide, and undoes as one stroke', async ({
  page,
}) => {
  await page.getByLabel('Symmetry', { exact: true }).selectOption('vertical');
  await expect(board(page).locator('[data-symmetry-guide]')).toBeAttached();
  await stroke(page, [100, 200], [300, 300]);
  expect(await inkAt(page, 200, 250)).toBeGreaterThan(0);
  // Mirrored across the board's vertical centre line, x = 500.
  expect(await inkAt(page, 800, 250)).toBeGreaterThan(0);
  expect(await inkAt(page, 500, 250)).toBe(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await pixels(page)).ink).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('with a pen and fingers: pressure under symmetry, a selection moved, the view twisted', async ({
  page,
}) => {
  const tablet = await hands(page);
  await page.getByLabel('Symmetry', { exact: true }).selectOption('vertical');
  await tablet.pen([100, 100], [300, 100], 0.2);
  const light = (await pixels(page)).ink;
  await tablet.pen([100, 200], [300, 200], 1);
  const heavy = (await pixels(page)).ink - light;
  expect(light).toBeGreaterThan(100);
  expect(heavy).toBeGreaterThan(light * 1.5);
  expect(await inkAt(page, 800, 200)).toBeGreaterThan(0);
  await page.getByLabel('Symmetry', { exact: true }).selectOption('off');

  // The pen selects and drags; a finger on the board after a pen moves the view, not the ink.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await tablet.pen([60, 60], [340, 240]);
  await tablet.pen([200, 150], [200, 350]);
  const bar = page.getByRole('toolbar', { name: 'Selection' });
  await bar.getByRole('button', { name: 'Done' }).click();
  expect(await inkAt(page, 200, 200)).toBe(0);
  expect(await inkAt(page, 200, 400)).toBeGreaterThan(0);
  const moved = await pixels(page);

  // Two fingers turning a quarter about their midpoint turn the view by as much.
  const mid: [number, number] = [500, 250];
  await tablet.fingers(
    [
      [400, 250],
      [600, 250],
    ],
    (t) => {
      const a = (t * Math.PI) / 2;
      const [dx, dy] = [100 * Math.cos(a), 100 * Math.sin(a)];
      return [
        [mid[0] - dx, mid[1] - dy],
        [mid[0] + dx, mid[1] + dy],
      ];
    },
  );
  await expect(
    page.getByRole('button', { name: /^View turned (8[5-9]|9[0-5])°, fit and straighten$/ }),
  ).toBeVisible();
  expect(await pixels(page)).toEqual(moved);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await tablet.pen([600, 100], [800, 100]);
  expect(await inkAt(page, 700, 100)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the screen and the downloads agree on blending, and the PSD keeps the layers', async ({
  page,
}) => {
  await page.keyboard.press('1');
  await fillWith(page, '#e11d48');
  await page.getByRole('button', { name: 'Add layer' }).click();
  await fillWith(page, '#3b82f6');
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  const blend = page.getByLabel('Layer 2 blend mode');
  const agree = async (what: string) => {
    const png = await download(page, () =>
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    expect(png.name).toBe('canvas.png');
    const exported = await pngPixel(page, png.bytes, 500, 250);
    const shown = await screenPixel(page, 500, 250);
    shown.forEach((channel, i) =>
      expect(Math.abs(channel - (exported[i] ?? -1)), what).toBeLessThanOrEqual(2),
    );
  };
  for (const mode of ['multiply', 'screen', 'difference', 'hue']) {
    await blend.selectOption(mode);
    await agree(mode);
  }
  // A stroke on a layer above a blending one, and that layer clipped to it.
  await page.getByRole('button', { name: 'Add layer' }).click();
  await page.getByLabel('Colour', { exact: true }).fill('#16a34a');
  await page.getByLabel('Layer 3 blend mode').selectOption('overlay');
  await stroke(page, [450, 250], [550, 250]);
  await agree('a stroke in overlay');
  await page.getByRole('button', { name: 'Clip Layer 3 to the layer below' }).click();
  await agree('clipped');

  await page.locator('summary', { hasText: 'More formats' }).click();
  const jpeg = await download(page, () =>
    page.getByRole('button', { name: 'Download as JPEG' }).click(),
  );
  expect(jpeg.name).toBe('canvas.jpg');
  expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  await page.locator('summary', { hasText: 'More formats' }).click();
  const psdFile = await download(page, () =>
    page.getByRole('button', { name: 'Download layered PSD' }).click(),
  );
  expect(psdFile.name).toBe('canvas.psd');
  initializeCanvas(
    () => {
      throw new Error('no canvas here');
    },
    (width, height) =>
      ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as ImageData,
  );
  const psd = readPsd(psdFile.bytes, { useImageData: true });
  expect([psd.width, psd.height]).toEqual([1000, 500]);
  expect(
    psd.children?.map((layer) => [layer.name, layer.blendMode, layer.clipping ?? false]),
  ).toEqual([
    ['Paper', 'normal', false],
    ['Layer 1', 'normal', false],
    ['Layer 2', 'hue', false],
    ['Layer 3', 'overlay', true],
  ]);
});

test('the brush panel previews the brush, bends pressure, keeps the brushes just used, and all of it for the next visit', async ({
  page,
}) => {
  const brush = page.getByLabel('Brush', { exact: true });
  await expect(page.getByRole('img', { name: 'Preview of Pen, width 5' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Recent brushes' })).toHaveCount(0);

  await brush.selectOption('oil');
  await stroke(page, [100, 100], [300, 200]);
  await brush.selectOption('pencil');
  await page.getByRole('button', { name: 'Firm' }).click();
  await stroke(page, [100, 300], [300, 400]);
  await page.getByLabel('Use pressure').uncheck();
  await stroke(page, [500, 300], [700, 400]);
  const recent = page.getByRole('group', { name: 'Recent brushes' });
  await expect(recent.getByRole('button')).toHaveText(['Pencil', 'Oil bristle']);
  await recent.getByRole('button', { name: 'Oil bristle' }).click();
  await expect(brush).toHaveValue('oil');
  await expect(page.getByRole('img', { name: 'Preview of Oil bristle, width 5' })).toBeVisible();

  // The curve is part of each stroke, so the log replays it.
  await page.locator('summary', { hasText: 'More formats' }).click();
  const log = await download(page, () =>
    page.getByRole('button', { name: 'Save stroke log' }).click(),
  );
  const ops = (
    JSON.parse(log.bytes.toString()) as { ops: { t: string; pressureCurve?: unknown }[] }
  ).ops
    .filter((op) => op.t === 'stroke')
    .map((op) => op.pressureCurve ?? null);
  expect(ops).toEqual([null, 2, 'off']);
  expect(await seriousViolations(page)).toEqual([]);

  // The next visit finds the panel as it was left.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
  await expect(brush).toHaveValue('oil');
  await expect(page.getByLabel('Use pressure')).not.toBeChecked();
  await expect(recent.getByRole('button')).toHaveText(['Pencil', 'Oil bristle']);
});
