import { test as base, type BrowserContext } from '@playwright/test';
import { loadSiteData, type SiteData } from './site-data';

/** `siteData`: the demo content as the API serves it, fetched once per worker. */
export const test = base.extend<object, { siteData: SiteData }>({
  siteData: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await loadSiteData(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/**
 * `test` for a visitor who is not signed in, returning: each test's `page` is a new tab of one
 * browser context kept for the worker's life. Its HTTP and code caches stay warm, so a page loads
 * in half the time a fresh context takes (the app's scripts are not fetched and compiled again
 * for every test); what a test leaves behind (cookies, local and session storage, IndexedDB) is
 * cleared before the next one starts. A test that signs in, or that measures a first visit, uses
 * `test` instead.
 */
export const visitorTest = test.extend<object, { visitorContext: BrowserContext }>({
  visitorContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, colorScheme, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        colorScheme,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        // Every cached answer is checked with the server (an ETag, a 304: the scripts' compiled
        // code stays cached) rather than taken stale while Chromium asks again in the background,
        // as the API's `stale-while-revalidate` lets it: Playwright never sees that background
        // request end, and waiting for a quiet network would last until its timeout.
        extraHTTPHeaders: { 'cache-control': 'max-age=0' },
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitorContext, baseURL, colorScheme, reducedMotion }, use, testInfo) => {
    await visitorContext.clearCookies();
    const page = await visitorContext.newPage();
    const cdp = await visitorContext.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL!).origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
    });
    await cdp.detach();
    await page.emulateMedia({ colorScheme, reducedMotion });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const screenshot = await page.screenshot().catch(() => undefined);
      if (screenshot)
        await testInfo.attach('screenshot', { body: screenshot, contentType: 'image/png' });
    }
    await page.close();
  },
});

export { expect } from '@playwright/test';
