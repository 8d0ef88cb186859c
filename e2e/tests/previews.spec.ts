import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, visitorTest as test } from '../support/fixtures';
import { overflowingElements, settle, useSavedTheme } from '../support/page-checks';

interface Outline {
  chapters: { lessons: { _id: string; title: string; preview: boolean }[] }[];
}

/** A demo course with free preview lessons: those, and one of its paid lessons. */
async function courseWithPreviews(request: APIRequestContext, ids: string[]) {
  for (const id of ids) {
    const outline = (await (await request.get(`/api/courses/${id}/curriculum`)).json()) as Outline;
    const lessons = outline.chapters.flatMap((chapter) => chapter.lessons);
    const previews = lessons.filter((lesson) => lesson.preview);
    const paid = lessons.find((lesson) => !lesson.preview);
    if (previews.length > 0 && paid) return { id, previews, paid };
  }
  throw new Error('No demo course has a preview lesson');
}

for (const [theme, width] of [
  ['light', 1366],
  ['dark', 375],
] as const) {
  test(`a visitor previews a lesson from the course page signed out and is offered Select at its end (${theme}, ${width} px)`, async ({
    page,
    siteData,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 740 });
    await useSavedTheme(page, theme);
    const { id, previews, paid } = await courseWithPreviews(
      page.request,
      siteData.courses.filter((c) => c.price > 0).map((c) => c._id),
    );
    await page.goto(`/detail/${id}`);
    const heading = page.getByRole('heading', { level: 1 });
    const name = (await heading.textContent())!;

    // Above the fold: no scrolling to find it.
    const preview = page.getByRole('link', { name: 'Preview this course' });
    await expect(preview).toBeInViewport();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Each Preview row of the syllabus opens its lesson; a paid one stays a plain title.
    const syllabus = page.getByRole('region', { name: 'Syllabus' });
    for (const lesson of previews) {
      await expect(syllabus.getByRole('link', { name: new RegExp(lesson.title) })).toBeVisible();
    }
    await expect(syllabus.getByRole('link', { name: new RegExp(paid.title) })).toHaveCount(0);

    await preview.click();
    await expect(page).toHaveURL(new RegExp(`/learn/${id}/${previews[0]!._id}$`));
    await expect(page.getByRole('heading', { name: previews[0]!.title })).toBeVisible();
    const offer = page.getByRole('region', { name: `Keep going with ${name}` });
    await offer.scrollIntoViewIfNeeded();
    await expect(offer.getByText('End of the free preview')).toBeVisible();
    await expect(offer).toContainText('$');
    const select = offer.getByRole('button', { name: /Select/ });
    await expect(select).toBeVisible();
    await settle(page);
    expect(await overflowingElements(page, width)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // A paid lesson stays paid: the visitor is asked to sign in.
    await page.goto(`/learn/${id}/${paid._id}`);
    await expect(
      page.getByRole('heading', { name: 'This lesson is for students of the course' }),
    ).toBeVisible();

    // Select at the end of the preview: signed out, the visitor is asked to sign in first.
    await page.goto(`/learn/${id}/${previews[0]!._id}`);
    await page
      .getByRole('region', { name: `Keep going with ${name}` })
      .getByRole('button', { name: /Select/ })
      .click();
    await expect(page.getByText('Please Login First')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
}
