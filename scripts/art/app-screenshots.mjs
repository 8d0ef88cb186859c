// The web app manifest's screenshots (the richer install dialog shows them): the studio with a
// drawing on its board, wide for a laptop and narrow for a phone, taken from a running app in
// Debian's Chromium. `node scripts/art/app-screenshots.mjs [base URL]` writes
// apps/web/public/screenshots/studio-wide.png and studio-narrow.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { findChromium } from '../find-chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve(import.meta.dirname, '../../apps/web/public/screenshots');
mkdirSync(out, { recursive: true });

/**
 * A landscape as an artist would lay it in: the sky filled, a hill's line filled below, a sun and
 * a tree drawn and filled. Points are fractions of the sheet; `fill` is a press of the fill tool.
 */
const steps = [
  { fill: '#bfe3f5', at: [0.5, 0.1] },
  {
    colour: '#2f6c3d',
    width: 12,
    points: [
      [0, 0.62],
      [0.25, 0.5],
      [0.55, 0.66],
      [0.8, 0.48],
      [1, 0.58],
    ],
  },
  { fill: '#5c8a3a', at: [0.5, 0.9] },
  { colour: '#e4572e', width: 10, points: circle(0.8, 0.22, 0.09) },
  { fill: '#f3a712', at: [0.8, 0.22] },
  {
    colour: '#6b3e1f',
    width: 16,
    points: [
      [0.28, 0.76],
      [0.285, 0.48],
    ],
  },
  { colour: '#2f6c3d', width: 10, points: circle(0.285, 0.38, 0.12) },
  { fill: '#3f7d4a', at: [0.285, 0.38] },
];

function circle(cx, cy, r) {
  return Array.from({ length: 33 }, (_, i) => {
    const a = (i / 32) * Math.PI * 2;
    return [cx + r * Math.cos(a) * 0.5, cy + r * Math.sin(a)];
  });
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${base}/canvas`);
  await page.getByRole('button', { name: 'Clear' }).waitFor();
  const sheet = await page.locator('[data-stage]').boundingBox();
  const at = ([x, y]) => [sheet.x + sheet.width * x, sheet.y + sheet.height * y];
  const colour = (hex) => page.getByLabel('Colour', { exact: true }).fill(hex);
  for (const step of steps) {
    if ('fill' in step) {
      await page.keyboard.press('g');
      await colour(step.fill);
      await page.mouse.click(...at(step.at));
      continue;
    }
    await page.keyboard.press('b');
    await colour(step.colour);
    const width = page.getByRole('spinbutton', { name: 'Brush width' });
    await width.fill(String(step.width));
    await width.press('Enter');
    await page.mouse.move(...at(step.points[0]));
    await page.mouse.down();
    for (const point of step.points.slice(1)) await page.mouse.move(...at(point), { steps: 6 });
    await page.mouse.up();
  }
  // The board is kept on the device: the phone's view opens the same drawing.
  await page.waitForTimeout(500);
  const shots = [
    { name: 'studio-wide', width: 1280, height: 800 },
    { name: 'studio-narrow', width: 412, height: 915 },
  ];
  for (const { name, width, height } of shots) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await page.getByRole('button', { name: 'Clear' }).waitFor();
    // After the toast that says the drawing was restored has gone.
    await page.waitForTimeout(4000);
    const png = await page.screenshot();
    await sharp(png)
      .png({ palette: true, quality: 90, compressionLevel: 9 })
      .toFile(path.join(out, `${name}.png`));
    console.log(`${name}.png ${width}x${height}`);
  }
} finally {
  await browser.close();
}
