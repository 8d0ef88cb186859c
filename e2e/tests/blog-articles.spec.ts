import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  brokenImages,
  documentWidth,
  imagesWithoutSize,
  overflowingElements,
  settle,
  useSavedTheme,
} from '../support/page-checks';

// Animations finished before axe reads colours: a fade-in caught half way is not a contrast bug.
test.use({ reducedMotion: 'reduce' });

const phone = { width: 375, height: 812 };
const readingTime = /(\d+ min read)$/;

test.describe('blog articles', () => {
  test('each topic card opens its article, which shows the same reading time', async ({ page }) => {
    await page.goto('/blogpost');
    await settle(page);
    const cards = page.getByRole('region', { name: 'All Blogs' }).getByRole('article');
    await expect(cards).toHaveCount(9);

    for (let i = 0; i < 9; i += 1) {
      const card = cards.nth(i);
      const link = card.getByRole('link');
      const title = (await link.textContent())?.trim() ?? '';
      const cardTime = (await card.getByText(readingTime).textContent())?.match(readingTime)?.[1];
      expect(cardTime, `reading time on the card "${title}"`).toBeTruthy();

      await link.click();
      await expect(page).toHaveURL(/\/blogpost\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Glossy Drawer`);
      await expect(page.getByRole('article').getByText(cardTime!, { exact: true })).toBeVisible();

      await page.getByRole('link', { name: 'Back to the blog' }).click();
      await expect(page.getByRole('heading', { name: 'All Blogs' })).toBeVisible();
    }

    // A course an article names opens that course's page, found in the catalog by its name.
    await page.goto('/blogpost/drawing-hands-without-fear');
    await settle(page);
    const course = page
      .getByRole('article')
      .getByRole('link', { name: 'Figure Drawing & Anatomy' })
      .first();
    await expect(course).toHaveAttribute('href', /^\/detail\//);
    await course.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Figure Drawing & Anatomy' }),
    ).toBeVisible();

    await page.goto('/blogpost/no-such-article');
    await expect(page.getByTestId('route-error')).toContainText('404');
  });

  test('an article reads well on a phone in the dark theme', async ({ page }) => {
    await useSavedTheme(page, 'dark');
    await page.setViewportSize(phone);
    await page.goto('/blogpost/light-shadow-and-form');
    await settle(page);

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Light, Shadow and Form');
    expect.soft(await brokenImages(page), 'broken images').toEqual([]);
    expect.soft(await imagesWithoutSize(page), 'images without width and height').toEqual([]);

    const width = await documentWidth(page);
    const culprits = width > phone.width ? await overflowingElements(page, phone.width) : [];
    expect
      .soft(width, `page width at 375 px (sticking out: ${culprits.join(', ')})`)
      .toBeLessThanOrEqual(phone.width);

    expect(await seriousViolations(page)).toEqual([]);
  });
});
