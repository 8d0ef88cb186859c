import { expect, test } from '../support/fixtures';
import { expectHomeHero } from '../support/public-routes';

/** The modules a page lists to start with the app (its app-scripts template). */
function listedModules(html: string): string[] {
  const template = /<template id="app-scripts">([^]*?)<\/template>/.exec(html)?.[1] ?? '';
  return [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

test.describe('first visit', () => {
  test('the home page arrives with its first screen in the HTML and its code listed to start after it', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/hero/hero-poster.webp"');
    expect(head).not.toMatch(/<script[^>]+src=|modulepreload/);
    expect(home).toMatch(/<h1 id="hero-heading"[^>]*>Pursue Your Passion in Glossy Drawer<\/h1>/);
    const hrefs = listedModules(home);
    expect(hrefs.some((href) => /\/assets\/react-[\w-]+\.js$/.test(href))).toBe(true);
    expect(hrefs.some((href) => /\/assets\/HomePage-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);

    // Every page lists its own screen's code, each module once; not the home page's.
    const courses = await (await request.get('/courses')).text();
    expect(courses).not.toContain('hero-poster');
    expect(courses).not.toContain('hero-heading');
    const listed = listedModules(courses);
    expect(listed.some((href) => /\/assets\/CourseListPage-[\w-]+\.js$/.test(href))).toBe(true);
    expect(listed.some((href) => /\/assets\/HomePage-/.test(href))).toBe(false);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('without scripts the home page still shows its hero, and its links lead on', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expectHomeHero(page);
    await expect(page.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await context.close();
  });

  test("the app's code starts only once the page has painted, then takes over", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'SignUp' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
      return { paint: paint?.startTime, script: entry?.startTime };
    });
    expect(timing.paint).toBeDefined();
    // On a very slow machine the starter stops waiting after a second, painted or not.
    const waitedForPaint = timing.script! >= timing.paint! || timing.script! >= 1000;
    expect(waitedForPaint, JSON.stringify(timing)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('the cards’ pictures below the first screen wait for the app to start; without scripts they show at once', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/courses');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const pictures = performance
        .getEntriesByType('resource')
        .filter((resource) => resource.name.includes('/media/courses/'))
        .map((resource) => resource.startTime);
      return { paint, pictures };
    });
    // The first card's picture comes with the page; the next ones, near the screen, only after it.
    expect(timing.pictures.length, JSON.stringify(timing)).toBeGreaterThan(1);
    expect(
      timing.pictures.filter((start) => start < timing.paint),
      JSON.stringify(timing),
    ).toHaveLength(1);
    const fourth = page.getByRole('article').nth(3).locator('img');
    await fourth.scrollIntoViewIfNeeded();
    await expect
      .poll(() => fourth.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const still = await context.newPage();
    await still.goto('/courses');
    const stillFourth = still.getByRole('article').nth(3).locator('img');
    await stillFourth.scrollIntoViewIfNeeded();
    await expect(stillFourth).toBeVisible();
    await expect
      .poll(() => stillFourth.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await context.close();
  });

  test('a missing file is a 404, not the app', async ({ request }) => {
    expect((await request.get('/media/no-such-picture.webp')).status()).toBe(404);
    expect((await request.get('/robots.txt')).status()).toBe(200);
  });
});
