import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, apiToken, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import {
  catalogCourse,
  finishThroughApi,
  courseWithLessons,
  percentShown,
  ratingLabel,
  type OutlineLesson,
} from '../support/classroom';
import { documentWidth, overflowingElements, settle, useSavedTheme } from '../support/page-checks';

const password = 'journey-password-1';
/** No other journey reviews this course (the demo class's reviews are counted in what it shows). */
const courseName = 'Concept Art: Creatures';
const demoStudent = { email: 'student@glossydrawer.local', password: 'draw-with-us-1' };

const toastsGone = (page: Page) =>
  expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });

const openLesson = async (page: Page, lesson: OutlineLesson) => {
  await page
    .getByRole('navigation', { name: 'Lessons', exact: true })
    .getByRole('link', { name: new RegExp(lesson.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
};

const readingLeft = /^Take \d+ seconds? more to read it first\.$/;

const videoTime = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

test('a new student buys a course, learns it through, gets the certificate and reviews the course', async ({
  page,
  browser,
  baseURL,
}) => {
  // The demo lessons are real now: a half-minute video, a minute of reading, a minute of video
  // the server asks to be watched before the rest of the course counts as done.
  test.setTimeout(180_000);
  const email = uniqueEmail('learner');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Lena Learner' });
  const { course, lessons } = await courseWithLessons(page.request, courseName);

  // Buy it with the sandbox card.
  await page.goto(`/detail/${course._id}`);
  await page.getByRole('button', { name: `Select ${courseName}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/myCart$/);
  await page.getByRole('button', { name: `Pay for ${courseName}` }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  // Open it from My Courses.
  await page.goto('/dashboard/mycourses');
  const card = page.getByRole('article').filter({ hasText: courseName });
  await expect(card.getByText('0% complete')).toBeVisible();
  await card.getByRole('link', { name: /Start course/ }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/${course._id}/${lessons[0]!._id}$`));

  // Open an article and say it is read at once: the server asks for the time to read it first,
  // which runs while the student watches a video.
  const article = lessons.find((lesson) => lesson.kind === 'article')!;
  await openLesson(page, article);
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText(readingLeft)).toBeVisible();

  // Watch a video, leave it half-way, and come back to the same moment.
  const video = lessons.find((lesson) => lesson.kind === 'video')!;
  await openLesson(page, video);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const leftAt = await videoTime(page);
  await page.reload();
  await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(leftAt - 1.5);
  expect(await seriousViolations(page)).toEqual([]);
  // Watched to the end at twice the speed, it is done (the demo video is half a minute long).
  await page.getByLabel('Playback speed').selectOption('2');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Mark as not done' })).toBeVisible({
    timeout: 25_000,
  });
  expect(await percentShown(page)).toBeGreaterThan(0);

  // Back to the article, read for as long as the video took: marked read now, or after what is
  // left of its reading time.
  await openLesson(page, article);
  const beforeReading = await percentShown(page);
  await page.getByRole('button', { name: 'Mark as read' }).click();
  const stillToRead = page.getByText(readingLeft);
  const marked = page.getByRole('button', { name: 'Mark as not done' });
  await expect(stillToRead.or(marked)).toBeVisible();
  if (await stillToRead.isVisible()) {
    const seconds = Number(/\d+/.exec((await stillToRead.textContent()) ?? '')?.[0]);
    await page.waitForTimeout(seconds * 1000);
    await page.getByRole('button', { name: 'Mark as read' }).click();
  }
  await expect(marked).toBeVisible();
  await expect.poll(() => percentShown(page)).toBeGreaterThan(beforeReading);

  // Practise an exercise on the sketchpad, with the demo replaying beside the board.
  const exercise = lessons.find((lesson) => lesson.kind === 'exercise')!;
  await openLesson(page, exercise);
  await page.getByRole('link', { name: 'Practise on the sketchpad' }).click();
  await expect(page).toHaveURL(new RegExp(`/learn/${course._id}/${exercise._id}/practise$`));
  await practiseWithTheDemo(page);
  // Handing the practice in is what finishes the exercise.
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  await expect(page.getByText(/Handed in/).first()).toBeVisible({ timeout: 15_000 });
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: exercise.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as not done' })).toBeVisible();

  // The rest, then the last article in the player: the course is finished.
  const done = new Set([video._id, article._id, exercise._id]);
  const last = lessons
    .filter((lesson) => lesson.kind === 'article' && !done.has(lesson._id))
    .at(-1)!;
  await page.goto(`/learn/${course._id}/${last._id}`);
  await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
  await finishThroughApi(
    page,
    lessons.filter((lesson) => !done.has(lesson._id) && lesson._id !== last._id),
  );
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('heading', { name: 'You finished the course!' })).toBeVisible();
  expect(await percentShown(page)).toBe(100);
  await page
    .getByRole('region', { name: 'You finished the course!' })
    .getByRole('link', { name: 'View your certificate' })
    .click();

  // The certificate: its page, its download, and its verification by anyone.
  await expect(page).toHaveURL(/\/certificates\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Verified by Glossy Drawer')).toBeVisible();
  await expect(page.getByText('Lena Learner').first()).toBeVisible();
  const code = (await page.locator('code').first().textContent())!.trim();
  expect(code).toMatch(/^GD-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await toastsGone(page);
  expect(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificate-.*\.png$/);
  const png = await readFile((await download.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.length).toBeGreaterThan(20_000);

  const stranger = await browser.newContext();
  const verify = await stranger.newPage();
  await verify.goto(page.url());
  await expect(verify.getByText('Verified by Glossy Drawer')).toBeVisible();
  await expect(verify.getByText(code, { exact: true })).toBeVisible();
  await expect(verify.getByText(courseName).first()).toBeVisible();
  await stranger.close();

  // A review from someone who took the course moves the course's rating.
  await page.goto(`/detail/${course._id}`);
  await expect(page.getByRole('link', { name: /Continue learning/ })).toBeVisible();
  const before = await catalogCourse(page.request, course._id);
  await expect(page.getByText(ratingLabel(before)).first()).toBeVisible();
  // The reviews load as the reader scrolls down to them.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { level: 2, name: 'Student reviews' })).toBeVisible();
  // The stars are a radio group, picked the way a keyboard user does.
  const twoStars = page.getByRole('radio', { name: /^2 stars/ });
  await twoStars.focus();
  await page.keyboard.press('Space');
  await expect(twoStars).toBeChecked();
  await page.getByLabel('Your review').fill('Clear lessons; I wanted more on colour.');
  await page.getByRole('button', { name: 'Post your review' }).click();
  // The form now edits the student's review (its toast lasts 1.5 s: the outcome is what stays).
  await expect(page.getByRole('heading', { level: 3, name: 'Your review' })).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Review by Lena Learner' })
      .getByText('Clear lessons; I wanted more on colour.'),
  ).toBeVisible();
  const after = await catalogCourse(page.request, course._id);
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  await expect(page.getByText(ratingLabel(after)).first()).toBeVisible();
  await toastsGone(page);
  expect(await seriousViolations(page)).toEqual([]);
});

/** The paint-along panel: play, speed, scrub, step, and the demo's brush taken into my tools. */
async function practiseWithTheDemo(page: Page) {
  // The lesson's reference is on the locked reference layer.
  await expect(page.getByRole('button', { name: 'Hide reference' })).toBeVisible({
    timeout: 15_000,
  });
  const panel = page.getByRole('region', { name: 'Paint along' });
  const scrubber = panel.getByLabel('Stroke of the demo');
  await expect(scrubber).toBeEnabled({ timeout: 20_000 });
  const total = Number(await scrubber.getAttribute('max'));
  expect(total).toBeGreaterThan(3);

  await scrubber.focus();
  await page.keyboard.press('Home');
  await expect(scrubber).toHaveAttribute('aria-valuetext', `Stroke 0 of ${total}`);
  await panel.getByRole('button', { name: 'Next stroke' }).click();
  await expect(scrubber).toHaveAttribute('aria-valuetext', `Stroke 1 of ${total}`);
  await panel.getByRole('button', { name: /^Use this (brush|shape|colour)$/ }).click();
  await expect(page.getByText(/ set: #[0-9A-F]{6}, [\d.]+ px$|^Fill colour set to/)).toBeVisible();

  await panel.getByLabel('Speed').selectOption('16');
  await panel.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(async () => Number(await scrubber.inputValue()), { timeout: 15_000 })
    .toBeGreaterThan(2);

  // The student draws beside the replay: the stroke lands on their own board.
  const board = page.locator('[data-board]');
  const box = (await board.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(box.x + box.width * (0.3 + i * 0.02), box.y + box.height * 0.5);
  }
  await page.mouse.up();
  await expect(page.getByRole('button', { name: /Undo/ })).toBeEnabled();
  await toastsGone(page);
  expect(await seriousViolations(page)).toEqual([]);
}

test('on a phone, in the dark, the player folds its lessons away and still works', async ({
  page,
  baseURL,
}) => {
  await useSavedTheme(page, 'dark');
  await page.setViewportSize({ width: 375, height: 740 });
  await apiSignIn(page.request, baseURL!, demoStudent);
  const { course, lessons } = await courseWithLessons(page.request, 'Foundations of Drawing');
  const article = lessons.filter((lesson) => lesson.kind === 'article').at(-1)!;

  await page.goto(`/learn/${course._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Lessons', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Open course content' }).click();
  await openLesson(page, article);
  await expect(page.getByRole('navigation', { name: 'Lessons', exact: true })).toBeHidden();
  await settle(page);
  expect(await documentWidth(page), (await overflowingElements(page, 375)).join('\n')).toBe(375);
  expect(await seriousViolations(page)).toEqual([]);

  const exercise = lessons.find((lesson) => lesson.kind === 'exercise' && !lesson.preview)!;
  await page.goto(`/learn/${course._id}/${exercise._id}/practise`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  expect(await documentWidth(page), (await overflowingElements(page, 375)).join('\n')).toBe(375);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/dashboard/mycourses');
  await expect(page.getByRole('link', { name: /Resume/ }).first()).toBeVisible();
  await settle(page);
  expect(await documentWidth(page)).toBe(375);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a student who has not bought the course is shown the way to it, and its lessons stay closed', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('visitor');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Vic Visitor' });
  const { course, lessons } = await courseWithLessons(page.request, 'Foundations of Drawing');
  const paid = lessons.find((lesson) => !lesson.preview)!;
  const preview = lessons.find((lesson) => lesson.preview)!;

  await page.goto(`/learn/${course._id}/${paid._id}`);
  await expect(page.getByText('This lesson is for students of the course')).toBeVisible();
  await page
    .getByRole('link', { name: /course/i })
    .last()
    .click();
  await expect(page).toHaveURL(new RegExp(`/(detail|courses)/${course._id}$`));
  await expect(page.getByRole('button', { name: 'Select Foundations of Drawing' })).toBeVisible();

  const token = await apiToken(page.request, baseURL!, email);
  const headers = { authorization: `Bearer ${token}` };
  for (const lesson of lessons.filter((l) => !l.preview)) {
    expect((await page.request.get(`/api/lessons/${lesson._id}`, { headers })).status()).toBe(403);
  }
  expect((await page.request.get(`/api/lessons/${preview._id}`, { headers })).status()).toBe(200);
  expect((await request.get(`/api/lessons/${paid._id}`)).status()).toBe(401);
});
