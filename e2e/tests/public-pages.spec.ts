import { expect, test } from '../support/fixtures';
import { PageHealth } from '../support/page-health';
import {
  brokenImages,
  documentWidth,
  imagesWithoutSize,
  overflowingElements,
  settle,
} from '../support/page-checks';
import { publicRoutes } from '../support/public-routes';

const phone = { width: 375, height: 812 };

test.describe('public pages', () => {
  for (const route of publicRoutes) {
    test(`${route.name} shows its spec texts and loads cleanly`, async ({ page, siteData }) => {
      const health = new PageHealth(page, route.expectedFailures);
      await page.goto(route.path(siteData));
      await settle(page);

      await route.check(page, siteData);
      await expect(page.locator('h1'), 'exactly one h1').toHaveCount(1);
      await expect(page).toHaveTitle(/Glossy Drawer/);
      expect.soft(await brokenImages(page), 'broken images').toEqual([]);
      expect.soft(await imagesWithoutSize(page), 'images without width and height').toEqual([]);

      await page.setViewportSize(phone);
      await page.reload();
      await settle(page);
      await expect(page.locator('h1')).toBeVisible();
      const width = await documentWidth(page);
      const culprits = width > phone.width ? await overflowingElements(page, phone.width) : [];
      expect
        .soft(width, `page width at 375 px (sticking out: ${culprits.join(', ')})`)
        .toBeLessThanOrEqual(phone.width);

      expect(health.problems, 'console errors, uncaught errors, failed requests').toEqual([]);
    });
  }
});
