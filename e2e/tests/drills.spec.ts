import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { hands, origin } from '../support/board';
import { courseWithLessons, type OutlineLesson } from '../support/classroom';
import { documentWidth, useSavedTheme } from '../support/page-checks';

const password = 'journey-password-1';
const courseName = 'Lines, ellipses and boxes';
const instructor = { email: 'maya.okafor@glossydrawer.local', password: 'draw-with-us-1' };
const DRILL_BOARD = 'Drill board, 1000 by 700 pixels';

type Point = [number, number];

/** The round's targets, in board units, as the overlay draws them: one group a target. */
async function targets(page: Page): Promise<Point[][]> {
  await expect(page.locator('[data-drill-targets] circle').first()).toBeAttached();
  return page.$$eval('[data-drill-targets] > g', (groups) =>
    groups
      .filter((g) => g.querySelector(':scope > g > circle, :scope > circle'))
      .map((g) =>
        Array.from(g.querySelectorAll('circle')).map(
          (c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))] as [number, number],
        ),
      ),
  );
}

/** A mouse stroke through board points, one move each, sideways by `wobble(i)` board units. */
async function drawThrough(page: Page, points: Point[]) {
  const o = await origin(page, DRILL_BOARD);
  const [first, ...rest] = points.map(([x, y]) => o.at(x, y));
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y);
  await page.mouse.up();
}

function line([ax, ay]: Point, [bx, by]: Point, wobble = 0, n = 30): Point[] {
  const length = Math.hypot(bx - ax, by - ay);
  const [nx, ny] = [-(by - ay) / length, (bx - ax) / length];
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const side = wobble * Math.sin(i * 1.9);
    return [ax + (bx - ax) * t + nx * side, ay + (by - ay) * t + ny * side] as Point;
  });
}

const lastScore = async (page: Page) =>
  Number(
    await page.getByRole('region', { name: 'Last stroke' }).locator('.font-display').innerText(),
  );

const lessonOf = (lessons: OutlineLesson[], title: string) => {
  const lesson = lessons.find((l) => l.title === title);
  expect(lesson, title).toBeDefined();
  return lesson!;
};

test('a new student enrols in the free drill course, draws ten lines scored one by one, and the instructor opens the attempt', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = 'Dana Drills';
  await apiSignUp(page.request, baseURL!, { email: uniqueEmail('driller'), password, name });
  const { course, lessons } = await courseWithLessons(page.request, courseName);
  const drill = lessonOf(lessons, 'Lines between dots');

  // One click, no checkout.
  await page.goto(`/detail/${course._id}`);
  // The server's page shows the button before the app has started: wait for the signed-in app.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await page.getByRole('button', { name: /Enrol for free/ }).click();
  await page.getByRole('link', { name: /Go to the course/ }).click();
  await page.goto(`/learn/${course._id}/${drill._id}`);
  await page.getByRole('link', { name: 'Start the drill' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lines between dots' })).toBeVisible();

  const goals = await targets(page);
  expect(goals).toHaveLength(10);
  const scores: number[] = [];
  for (const [i, [a, b]] of goals.entries()) {
    await drawThrough(page, line(a!, b!, i === 4 ? 9 : 0));
    await expect(page.getByText(`stroke ${i + 1}, out of 100`)).toBeVisible();
    scores.push(await lastScore(page));
  }
  await expect(page.getByText('10 of 10 targets drawn', { exact: false })).toBeVisible();
  const wobbly = scores[4]!;
  const clean = scores.filter((_, i) => i !== 4);
  // The line drawn with a shaky hand scores below every steady one, and clearly below the
  // typical one (a busy machine sends fewer mouse samples, which smooths the shake a little).
  const typical = [...clean].sort((a, b) => a - b)[Math.floor(clean.length / 2)]!;
  expect(wobbly).toBeLessThan(Math.min(...clean));
  expect(wobbly).toBeLessThan(typical - 10);
  // Its overlay shows where it strayed, in red.
  await expect(
    page.locator('[data-drill-targets] path[stroke="rgb(220 38 38)"]').first(),
  ).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Submit attempt' }).click();
  const summary = page.getByRole('region', { name: /Your attempt: \d+ out of 100/ });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('row', { name: /Smoothness/ })).toBeVisible();

  // The progress chart shows the attempt beside any earlier ones.
  await page.getByRole('link', { name: 'See your progress' }).click();
  await expect(page.getByRole('figure', { name: /Line confidence 1 attempt/ })).toBeVisible();

  // The instructor sees the class's figures and opens the attempt's replay.
  const teacher = await browser.newContext({ baseURL });
  await apiSignIn(teacher.request, baseURL!, instructor);
  const tp = await teacher.newPage();
  await tp.goto(`/learn/${course._id}/${drill._id}`);
  await expect(tp.getByRole('heading', { name: 'Your class on this drill' })).toBeVisible();
  await expect(tp.getByRole('table', { name: 'Where strokes fail most' })).toBeVisible();
  await tp
    .getByRole('link', { name: `Replay ${name}’s attempt` })
    .first()
    .click();
  await expect(
    tp.getByRole('heading', { level: 1, name: `${name}’s attempt at Lines between dots` }),
  ).toBeVisible();
  await expect(tp.locator('[data-drill-targets]')).toBeAttached();
  // Once the log is open the replay stands at its last stroke, every stroke's feedback drawn.
  await expect(tp.getByRole('button', { name: 'Replay', exact: true })).toBeEnabled();
  await expect(
    tp.locator('[data-drill-targets] path[stroke="rgb(220 38 38)"]').first(),
  ).toBeAttached();
  expect(await seriousViolations(tp)).toEqual([]);
  await teacher.close();
});

test('ellipses are fitted and boxes show each edge’s miss, on a dark phone with a pen and a finger', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });
  const page = await context.newPage();
  // In the dark theme, so axe checks the targets' panel and scores there too.
  await useSavedTheme(page, 'dark');
  await apiSignUp(page.request, baseURL!, {
    email: uniqueEmail('phone'),
    password,
    name: 'Pia Phone',
  });
  const { course, lessons } = await courseWithLessons(page.request, courseName);
  const enrol = await page.request.post(`/api/courses/${course._id}/enroll`, {
    headers: { origin: baseURL! },
  });
  expect(enrol.status()).toBeLessThan(300);

  // A box's edge drawn with the pen towards a vanishing point: its miss shows in degrees.
  const boxes = lessonOf(lessons, 'Boxes in two-point perspective');
  await page.goto(`/learn/${course._id}/${boxes._id}/practise`);
  await expect(page.getByRole('img', { name: DRILL_BOARD })).toBeVisible();
  const [vanishing, box] = await targets(page);
  const [left] = vanishing!;
  const [top] = box!.slice(-2);
  const toward: Point = [
    top![0] + (left![0] - top![0]) * 0.3,
    top![1] + (left![1] - top![1]) * 0.3 + 12,
  ];
  const { pen, fingers } = await hands(page, DRILL_BOARD);
  await pen(top!, toward, 0.6);
  await expect(page.locator('[data-drill-targets] text').first()).toHaveText(/^\d+\.\d°$/);
  await expect(
    page.getByText(/This edge misses its vanishing point by \d+°/).first(),
  ).toBeVisible();
  expect(await documentWidth(page)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);

  // An ellipse traced twice around with a finger is fitted and scored.
  const ellipses = lessonOf(lessons, 'Ellipses from 15° to 60°');
  await page.goto(`/learn/${course._id}/${ellipses._id}/practise`);
  await expect(page.getByRole('img', { name: DRILL_BOARD })).toBeVisible();
  // The targets are drawn into the board's stage once it has mounted: wait for them.
  const templates = page.locator('[data-drill-targets] path[stroke-dasharray="6 6"]');
  await expect(templates.first()).toBeAttached();
  const outline = await templates.evaluateAll((paths) =>
    paths.map((p) => p.getAttribute('d') ?? ''),
  );
  const ring = (outline[0] ?? '')
    .split(/[MLZ]/)
    .map((s) => s.trim().split(' ').map(Number))
    .filter((xy) => xy.length === 2) as Point[];
  expect(ring.length).toBeGreaterThan(40);
  await fingers([ring[0]!], (t) => [ring[Math.round(t * 2 * ring.length) % ring.length]!], 96);
  await expect(page.getByText('stroke 1, out of 100').first()).toBeAttached();
  await expect(page.getByRole('progressbar', { name: /Roundness: \d+ out of 100/ })).toBeAttached();
  await context.close();
});
