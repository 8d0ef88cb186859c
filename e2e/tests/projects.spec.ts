import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { buyCourse, courseWithLessons } from '../support/classroom';

const password = 'journey-password-1';
/** The demo instructor of Foundations of Drawing (README: demo accounts). */
const teacher = { email: 'maya.okafor@glossydrawer.local', password: 'draw-with-us-1' };

async function drag(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to draw on');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 30 });
  await page.mouse.up();
}

test('a student hands in an exercise; the instructor pins two critiques, one with a correction; the student replays it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('handin');
  const studentContext = await browser.newContext();
  const page = await studentContext.newPage();
  await apiSignUp(page.request, baseURL!, { email, password, name: 'Hana Handin' });
  const { course, lessons } = await courseWithLessons(page.request, 'Foundations of Drawing');
  await buyCourse(page, baseURL!, email, course._id);
  const exercise = lessons.find((lesson) => lesson.kind === 'exercise')!;

  // The student practises and hands in.
  await page.goto(`/learn/${course._id}/${exercise._id}/practise`);
  const board = page.getByRole('img', { name: /^Your drawing board/ });
  await expect(board).toBeVisible();
  await board.scrollIntoViewIfNeeded();
  await drag(page, board, [0.2, 0.3], [0.5, 0.6]);
  await drag(page, board, [0.6, 0.2], [0.8, 0.7]);
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  await expect(page.getByText(/Handed in/)).toBeVisible({ timeout: 15_000 });
  await studentContext.close();

  // The instructor finds it waiting, and pins critique at two moments.
  const teacherContext = await browser.newContext();
  const desk = await teacherContext.newPage();
  await apiSignIn(desk.request, baseURL!, teacher);
  await desk.goto('/dashboard/projects');
  await desk
    .getByRole('link', { name: new RegExp(exercise.title) })
    .first()
    .click();
  const stepBack = desk.getByRole('button', { name: 'Step back' });
  await expect(stepBack).toBeEnabled({ timeout: 15_000 });
  await stepBack.click();
  await desk.getByRole('button', { name: 'Add a critique here' }).click();
  await desk.getByRole('button', { name: 'Use the centre' }).click();
  await desk.getByLabel('Your critique').fill('Slow down on this stroke: it wobbles at the end.');
  await desk.getByRole('button', { name: 'Draw a correction' }).click();
  await drag(desk, desk.getByTestId('correction-pad'), [0.25, 0.35], [0.45, 0.55]);
  await desk.getByRole('button', { name: 'Post critique' }).click();
  // The replay also shows a pin's words while it stands at the pin's moment: the thread keeps them.
  const thread = (text: string) => desk.getByRole('article').filter({ hasText: text });
  await expect(thread('Slow down on this stroke: it wobbles at the end.')).toBeVisible();

  await desk.getByRole('button', { name: 'Step forward' }).click();
  await desk.getByRole('button', { name: 'Add a critique here' }).click();
  await desk.getByRole('button', { name: 'Use the centre' }).click();
  await desk.getByLabel('Your critique').fill('A confident last line. Keep it.');
  await desk.getByRole('button', { name: 'Post critique' }).click();
  await expect(thread('A confident last line. Keep it.')).toBeVisible();
  expect(await seriousViolations(desk)).toEqual([]);
  await teacherContext.close();

  // The student, on a phone, sees both pins on the timeline and replays the correction.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const phone = await phoneContext.newPage();
  await apiSignIn(phone.request, baseURL!, { email, password });
  await phone.goto('/dashboard/projects');
  await phone
    .getByRole('link', { name: new RegExp(exercise.title) })
    .first()
    .click();
  const pins = phone.getByRole('list', { name: 'Pins on the timeline' }).getByRole('button');
  await expect(pins).toHaveCount(2, { timeout: 15_000 });
  // Pins close together overlap on a phone's timeline; each is also in the thread.
  await phone
    .getByRole('article')
    .filter({ hasText: 'Slow down on this stroke' })
    .getByRole('button', { name: /^Show .* on the replay$/ })
    .click();
  await expect(
    phone.getByText('Slow down on this stroke: it wobbles at the end.').first(),
  ).toBeVisible();
  const replayCorrection = phone.getByRole('button', { name: 'Replay the correction' });
  await replayCorrection.click();
  // It is disabled while the correction plays: measured once it has played and is back.
  await expect(replayCorrection).toBeDisabled();
  await expect(replayCorrection).toBeEnabled({ timeout: 15_000 });
  expect(await seriousViolations(phone)).toEqual([]);
  await phoneContext.close();
});
