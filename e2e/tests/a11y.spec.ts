import { seriousViolations } from '../support/axe';
import { expect, visitorTest as test } from '../support/fixtures';
import { settle, useSavedTheme } from '../support/page-checks';
import { publicRoutes } from '../support/public-routes';

// Animations finished before axe reads colours: a fade-in caught half way is not a contrast bug.
test.use({ reducedMotion: 'reduce' });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const route of publicRoutes) {
      test(`${route.name} has no serious or critical violation`, async ({ page, siteData }) => {
        await useSavedTheme(page, theme);
        await page.goto(route.path(siteData));
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
