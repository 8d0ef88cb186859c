import { expect, visitorTest as test } from '../support/fixtures';
import { PageHealth } from '../support/page-health';
import {
  brokenImages,
  documentWidth,
  imagesDecodedInline,
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
      expect.soft(await imagesDecodedInline(page), 'images decoded on the main thread').toEqual([]);

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

test('a course page read without JavaScript names the course, previews it and describes it for search engines', async ({
  request,
  siteData,
}) => {
  // A name the head writes as it is (no character to escape), so the check reads plainly.
  const course = siteData.courses.find((listed) => !/[&<>"]/.test(listed.name))!;
  const res = await request.get(`/detail/${course._id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${course.name} | Glossy Drawer</title>`);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/media\/courses\//);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string; name?: string },
  );
  expect(jsonLd.map((data) => data['@type'])).toEqual(['Course', 'BreadcrumbList']);
  expect(jsonLd[0]!.name).toBe(course.name);

  expect((await request.get('/detail/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const listed of siteData.courses) expect(sitemap).toContain(`/detail/${listed._id}</loc>`);
});
