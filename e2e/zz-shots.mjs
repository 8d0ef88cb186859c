import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4104';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const theme of ['light', 'dark']) {
  for (const width of [1366, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: { email: 'maya.okafor@glossydrawer.local', password: 'draw-with-us-1' },
      headers: { origin: base },
    });
    if (res.status() !== 200) throw new Error(`sign-in ${res.status()}`);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Analytics of Foundations of Drawing' }).click();
    await page.getByTestId('drop-off').waitFor();
    await page.waitForTimeout(800);
    if (width === 375) await page.getByText('Show as a table').nth(2).click();
    await page.screenshot({ path: `/tmp/stats-shot-${theme}-${width}.png`, fullPage: true });
    if (theme === 'light' && width === 1366) {
      await page.goto('/dashboard');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/stats-shot-home.png` });
    }
    await context.close();
  }
}
await browser.close();
