import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignUp, apiToken, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { documentWidth, overflowingElements, settle } from '../support/page-checks';
import { adminPage, adminToken, grantInstructor } from '../support/studio';

const password = 'journey-password-1';

/** One stroke, as the sketchpad records a demo. */
const strokeDemo = {
  format: 'glossy-drawer/stroke-log',
  version: 1,
  width: 1000,
  height: 500,
  scale: 1,
  background: '#ffffff',
  ops: [
    {
      t: 'stroke',
      layer: 'layer-1',
      brush: 'pen',
      color: '#336699',
      size: 5,
      opacity: 1,
      stabilizer: 0,
      pressure: 'simulate',
      seed: 1,
      points: [10, 10, 0.5, 0, 0, 0, 50, 60, 0.5, 0, 0, 16, 90, 40, 0.5, 0, 0, 32],
    },
  ],
};

/** A chapter with one article, through the API: what the checklist asks at the least. */
async function fillCurriculum(page: Page, token: string, submissionId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const chapter = await page.request.post(`/api/newcourses/${submissionId}/chapters`, {
    headers,
    data: { title: 'Ten-minute heads' },
  });
  const { insertedId } = (await chapter.json()) as { insertedId: string };
  const lesson = await page.request.post(`/api/chapters/${insertedId}/lessons`, {
    headers,
    data: {
      title: 'Vine and compressed',
      kind: 'article',
      durationSec: 120,
      article: [{ type: 'paragraph', spans: [{ text: 'Two charcoals, two marks.' }] }],
    },
  });
  expect(lesson.status()).toBe(201);
}

/** Toasts fade in and out: axe measures the page once they are gone. */
const toastsGone = (page: Page) =>
  expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });

/** Picks a visually hidden radio the way a keyboard user does. */
async function choose(radio: Locator) {
  await radio.focus();
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

test('an instructor’s new course stays a draft until its checklist passes and it is submitted; the admin approves it into the catalog', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('teacher');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Tessa Teacher' });
  await grantInstructor(request, baseURL!, email);
  const courseName = `Harbour Ink ${Date.now().toString(36)}`;

  await page.goto('/dashboard/addcourses');
  await expect(page.getByRole('heading', { name: 'Add Course' })).toBeVisible();
  await expect(page.getByLabel('Instructor name')).toHaveValue('Tessa Teacher');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText('Enter the course name')).toBeVisible();
  await expect(page.getByText('Toy Added')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Course name').fill(courseName);
  await page.getByLabel('Description').fill('Pen, ink and water: boats, piers and reflections.');
  await page.getByLabel('Level').selectOption('Intermediate');
  await page.getByLabel('Price (USD)').fill('45.50');
  await page.getByLabel('Rating (1–10)').fill('9');
  await choose(page.getByRole('radio', { name: 'Cover 3' }));
  await page.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText('Item added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/studio\/[0-9a-f-]{36}$/);
  const submissionId = page.url().split('/').at(-1)!;

  // A draft: the checklist says what is missing, and Submit for review waits for it.
  const status = page.getByRole('region', { name: 'Draft' });
  const checklist = status.getByRole('region', { name: 'Ready for review?' });
  await expect(checklist).toContainText('Add a chapter and put lessons in it');
  const submit = status.getByRole('button', { name: 'Submit for review' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Title of the first chapter').fill('Harbour basics');
  await page.getByRole('button', { name: 'Add chapter' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour basics' })).toBeVisible();
  await page.getByRole('button', { name: 'Add lesson to “Harbour basics”' }).click();
  const editor = page.getByRole('dialog', { name: 'New lesson in “Harbour basics”' });
  await editor.getByLabel('Lesson title').fill('Pens and paper');
  await choose(editor.getByRole('radio', { name: /^Article/ }));
  await editor
    .getByLabel('Article', { exact: true })
    .fill('## What you need\nA dip pen and [the sketchpad](/canvas).\n- Ink\n- Water');
  await editor.getByRole('button', { name: 'Add lesson' }).click();
  await expect(page.getByText('Lesson added')).toBeVisible();
  await page.getByRole('button', { name: 'Add lesson to “Harbour basics”' }).click();
  await editor.getByLabel('Lesson title').fill('Three boats');
  await choose(editor.getByRole('radio', { name: /^Drawing exercise/ }));
  await editor
    .getByRole('textbox', { name: 'Prompt' })
    .fill('Draw three boats at anchor, then their reflections.');
  await editor.getByRole('button', { name: 'Add lesson' }).click();
  await expect(page.getByRole('list', { name: 'Lessons of “Harbour basics”' })).toContainText(
    'Three boats',
  );
  await expect(checklist).toContainText('Exercise “Three boats” has no demo');
  await expect(checklist).toContainText('4 of 5 done');
  await expect(submit).toBeDisabled();
  await settle(page);
  await toastsGone(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The demo is painted in the studio's sketchpad (sketchpad-studio.spec); here it is sent as
  // the sketchpad sends it, and the page catches up when it is looked at again.
  const token = await apiToken(page.request, baseURL!, email);
  const course = (await (
    await page.request.get(`/api/newcourses/${submissionId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { curriculum: { lessons: { _id: string; title: string }[] }[] };
  const exercise = course.curriculum[0]!.lessons.find((lesson) => lesson.title === 'Three boats')!;
  const demo = await page.request.patch(`/api/lessons/${exercise._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { demo: strokeDemo },
  });
  expect(demo.status()).toBe(200);
  await page.reload();
  await expect(checklist).toContainText('5 of 5 done');
  await submit.click();
  await expect(page.getByText('Sent for review', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for review' })).toBeVisible();

  await page.goto('/dashboard/insaddcourses');
  const table = page.getByRole('table');
  for (const header of [
    '#',
    'Image',
    'Course Name',
    'Instructor Name',
    'Email',
    'Rating',
    'Price',
    'Status',
    'Feedback',
  ]) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const row = table.getByRole('row').filter({ hasText: courseName });
  await expect(row).toContainText('$45.50');
  await expect(row).toContainText('Pending');

  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/dashboard/managecourses');
  const review = admin.getByRole('row').filter({ hasText: courseName });
  await review.getByRole('button', { name: `Feedback on ${courseName}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Give FeedBack as a admin' });
  await dialog
    .getByPlaceholder('Give feedback as a powerful admin')
    .fill('Lovely harbour, add a night scene later.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByText('Feedback sent to Tessa Teacher.')).toBeVisible();
  await toastsGone(admin);
  expect(await seriousViolations(admin)).toEqual([]);
  await review.getByRole('button', { name: `Approve ${courseName}` }).click();
  await expect(
    admin.getByText(`“${courseName}” is approved and now in the catalog.`),
  ).toBeVisible();
  // Without SMTP the instructor's mails wait in the outbox, which the admin reads in the inbox.
  await admin.goto('/dashboard/inbox');
  await expect(admin.getByText(`Your course “${courseName}” is live`)).toBeVisible();
  await expect(admin.getByText(`New feedback on your course “${courseName}”`)).toBeVisible();
  await settle(admin);
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.context().close();

  await page.goto('/dashboard/insaddcourses');
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Lovely harbour, add a night scene later.');
  await row.getByRole('link', { name: courseName }).click();
  await page.getByRole('link', { name: 'View it in the catalog' }).click();
  await expect(page).toHaveURL(/\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: courseName, level: 1 })).toBeVisible();
  await expect(page.getByText('Harbour basics')).toBeVisible();
  await expect(page.getByText('Pens and paper')).toBeVisible();
  await expect(page.getByText('Three boats')).toBeVisible();

  await page.goto(`/courses?q=${encodeURIComponent(courseName)}`);
  await expect(page.getByRole('heading', { name: courseName })).toBeVisible();
});

test('a denied course goes back to its instructor with the feedback beside the checklist; changed, it is submitted again (375 px)', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail('denied');
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Dino Denied' });
  await grantInstructor(request, baseURL!, email);
  const token = await apiToken(page.request, baseURL!, email);
  const courseName = `Quick Charcoal ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/newcourses', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      courseName,
      image: '/media/courses/course-05.webp',
      price: 19,
      rating: 7,
      description: 'Charcoal portraits in ten minutes.',
    },
  });
  const { insertedId } = (await created.json()) as { insertedId: string };
  await fillCurriculum(page, token, insertedId);
  const sent = await page.request.post(`/api/newcourses/${insertedId}/submit`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(sent.status()).toBe(200);
  const admin = await adminToken(request, baseURL!);
  const denied = await request.patch(`/api/newcourses/${insertedId}`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { status: 'denied', feedback: 'Show the fixative step, please.' },
  });
  expect(denied.status()).toBe(200);

  await page.goto('/dashboard/insaddcourses');
  await page.getByRole('button', { name: 'Denied', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: courseName });
  await expect(row).toContainText('Denied');
  await expect(row).toContainText('Show the fixative step, please.');
  await settle(page);
  // The table scrolls sideways in its own frame; the page itself must not.
  expect(await documentWidth(page)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('link', { name: courseName }).click();
  const status = page.getByRole('region', { name: 'Denied: back to draft' });
  await expect(status.getByText('Show the fixative step, please.')).toBeVisible();
  await expect(status.getByRole('region', { name: 'Ready for review?' })).toContainText(
    '5 of 5 done',
  );
  await page.getByRole('tab', { name: 'Course details' }).click();
  await page
    .getByLabel('Description')
    .fill('Charcoal portraits in ten minutes, fixed so they last.');
  await page
    .getByRole('tabpanel', { name: 'Course details' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Changes saved')).toBeVisible();
  // Saving leaves it with its instructor; Submit for review sends it.
  await expect(status).toBeVisible();
  await status.getByRole('button', { name: 'Submit for review' }).click();
  await expect(toasts.getByText('Sent again for review')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for review' })).toBeVisible();
  await settle(page);
  await toastsGone(page);
  expect(await overflowingElements(page, 375)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/dashboard/insaddcourses');
  await expect(page.getByRole('row').filter({ hasText: courseName })).toContainText('Pending');
});
