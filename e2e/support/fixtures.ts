import { test as base } from '@playwright/test';
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

export { expect } from '@playwright/test';
