import { expect, test } from '../support/fixtures';
import { settle } from '../support/page-checks';

const learnLinks = ['Blog Post', 'Create Post', 'Events', 'FAQ', 'Contact Us'];

test.describe('navbar', () => {
  test('is 100 px tall and stays on top while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto('/instructors');
    await settle(page);
    const navbar = page.getByRole('banner').getByRole('navigation').first();
    expect((await navbar.boundingBox())?.height).toBe(100);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(navbar).toBeInViewport();
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  });

  test('signed out: SignUp and Create a Design, no Dashboard', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/signup');
    await expect(banner.getByRole('link', { name: 'Create a Design' })).toHaveAttribute(
      'href',
      '/canvas',
    );
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    for (const [name, href] of [
      ['Home', '/'],
      ['Instructors', '/instructors'],
      ['Courses', '/courses'],
    ]) {
      await expect(banner.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
  });

  test('Learn opens on click and closes on outside click, on Escape and on a choice', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const learn = banner.getByRole('button', { name: 'Learn' });
    // The dropdown's own list: it holds Blog Post but not the main links.
    const menu = banner
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Blog Post' }) })
      .filter({ hasNot: page.getByRole('link', { name: 'Home' }) });

    await expect(menu).toHaveCount(0);
    await learn.click();
    await expect(learn).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(learnLinks);

    await page.mouse.click(600, 600);
    await expect(menu).toHaveCount(0);

    await learn.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(learn).toBeFocused();

    await learn.click();
    await menu.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/event$/);
    await expect(menu).toHaveCount(0);
  });

  test('mobile menu at 375 px opens and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: /open menu/i });
    await expect(banner.getByRole('link', { name: 'Courses', exact: true })).toBeHidden();
    await toggle.click();
    await expect(banner.getByRole('button', { name: /close menu/i })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const name of ['Home', 'Instructors', 'Courses', 'Create a Design', 'SignUp']) {
      await expect(banner.getByRole('link', { name, exact: true }).last()).toBeVisible();
    }
    await banner.getByRole('link', { name: 'Courses', exact: true }).last().click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(banner.getByRole('link', { name: 'Courses', exact: true })).toBeHidden();

    await banner.getByRole('button', { name: /open menu/i }).click();
    await banner.getByText('Learn', { exact: true }).filter({ visible: true }).click();
    await banner.getByRole('link', { name: 'FAQ' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe('theme', () => {
  test('follows the system preference when nothing is saved', async ({ browser, baseURL }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, baseURL });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await context.close();
    }
  });

  test('the toggle switches data-theme and the choice survives a reload without a flash', async ({
    page,
  }) => {
    // Reads the theme the moment <body> exists: before any module script has run.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        document.documentElement.dataset.themeAtParse =
          document.documentElement.getAttribute('data-theme') ?? 'none';
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const lightBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await page
      .getByRole('button', { name: /dark theme/i })
      .first()
      .click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe(lightBackground);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html, 'the saved theme is applied before the page is parsed').toHaveAttribute(
      'data-theme-at-parse',
      'dark',
    );

    await page
      .getByRole('button', { name: /light theme/i })
      .first()
      .click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

test.describe('footer', () => {
  test('links lead to their pages, and it shows the courses and 2023', async ({
    page,
    siteData,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('2023');
    const courseLinks = footer.locator('a[href^="/detail/"]');
    await expect(courseLinks.first()).toBeVisible();
    const ids = new Set(siteData.courses.map((course) => course._id));
    for (const href of await courseLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(ids).toContain(href.replace('/detail/', ''));
    }

    for (const path of ['/courses', '/login', '/faq', '/contact', '/privacy', '/terms', '/']) {
      await footer.locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });
});

test.describe('routing', () => {
  test('routes match whatever their case', async ({ page }) => {
    for (const [path, heading] of [
      ['/FAQ', /./],
      ['/Instructors', /Our Instructors/],
      ['/CONTACT', /Contact with Us/],
      ['/Courses', /./],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: 'Oops!' }),
        `${path} is not the error page`,
      ).toHaveCount(0);
      await expect(page.locator('h1, h2').filter({ hasText: heading }).first()).toBeVisible();
    }
  });

  test('Back Home on the error page returns to the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  });
});
