import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Share of the canvas's pixels that are not the blank white page, 0..1. */
const paintedShare = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 0 && (data[i]! < 245 || data[i + 1]! < 245 || data[i + 2]! < 245))
        painted++;
    }
    return painted / (data.length / 4);
  });

test.describe('course preview', () => {
  test('a demo course previews its own cover, painted by our sketchpad', async ({
    page,
    siteData,
  }) => {
    const course = siteData.courses[0]!;
    const timelapse = `Timelapse of ${course.name}`;
    await page.goto(`/detail/${course._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.name);

    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByRole('img', { name: timelapse })).toBeVisible();
    await expect(
      preview.getByText('Drawn stroke by stroke in the Glossy Drawer sketchpad'),
    ).toBeVisible();
    // Never the home page's video.
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('source[src*="hero"]')).toHaveCount(0);

    // It plays once in view: a few seconds in, the page is painted.
    await expect(preview.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 10_000 });
    await expect
      .poll(() => paintedShare(page, timelapse), { timeout: 10_000 })
      .toBeGreaterThan(0.5);

    // Paused, it stays as it is; Restart starts again from the blank page.
    await preview.getByRole('button', { name: 'Pause' }).click();
    await expect(preview.getByRole('button', { name: 'Play' })).toBeVisible();
    await preview.getByRole('button', { name: 'Restart' }).click();
    await expect(preview.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('with reduced motion it waits on the finished cover until asked to play', async ({
    page,
    siteData,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const course = siteData.courses[1] ?? siteData.courses[0]!;
    const timelapse = `Timelapse of ${course.name}`;
    await page.goto(`/detail/${course._id}`);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => paintedShare(page, timelapse)).toBeGreaterThan(0.5);
    await page.waitForTimeout(1500);
    await expect(preview.getByRole('button', { name: 'Play' })).toBeVisible();
    await preview.getByRole('button', { name: 'Play' }).click();
    await expect(preview.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('the course list and the home page never load the engine', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/', '/courses']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.filter((url) => /CoverTimelapse/.test(url))).toEqual([]);
  });
});
