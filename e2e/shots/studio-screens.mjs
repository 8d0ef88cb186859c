// Screenshots of the studio at the sizes it is checked by eye (a desk, a phone, a tablet both
// ways), against an app already running: `node e2e/shots/studio-screens.mjs [base URL] [folder]`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3996';
const out = process.argv[3] ?? '/tmp/studio-screens';
const sizes = [
  { name: 'desk', width: 1366, height: 900, touch: false },
  { name: 'phone', width: 375, height: 812, touch: true },
  { name: 'tablet-portrait', width: 768, height: 1024, touch: true },
  { name: 'tablet-landscape', width: 1024, height: 768, touch: true },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { name, width, height, touch } of sizes) {
    const context = await browser.newContext({
      viewport: { width, height },
      hasTouch: touch,
      isMobile: touch,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${base}/canvas`);
    await page.getByRole('img', { name: /Drawing board/ }).waitFor();
    await page.waitForTimeout(500);
    const shot = (what) => page.screenshot({ path: path.join(out, `${name}-${what}.png`) });
    await shot('arrival');
    // A stroke across the sheet, so the layers' thumbnails have something to show.
    const paper = await page.locator('[data-stage]').boundingBox();
    await page.mouse.move(paper.x + paper.width * 0.2, paper.y + paper.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(paper.x + paper.width * 0.8, paper.y + paper.height * 0.7, { steps: 12 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    const layers = page
      .getByRole('group', { name: 'Panels' })
      .getByRole('button', { name: 'Layers' });
    if (await layers.isVisible()) {
      await layers.click();
      await shot('layers');
      await layers.click();
    } else await shot('drawn');
    const panels = page.getByRole('button', { name: 'Panels' });
    if (await panels.first().isVisible()) {
      const expanded = await panels.first().getAttribute('aria-expanded');
      if (expanded !== 'true') {
        await panels.first().click();
        await shot('panels');
        await page.keyboard.press('Escape');
      }
    }
    const focus = page.getByRole('button', { name: 'Focus' });
    if (await focus.first().isVisible()) {
      await focus.first().click();
      await shot('focus');
    }
    await context.close();
  }
} finally {
  await browser.close();
}
