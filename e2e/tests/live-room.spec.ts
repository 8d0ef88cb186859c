import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, apiSignUp, apiToken, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { documentWidth } from '../support/page-checks';
import { grantInstructor } from '../support/studio';

const password = 'journey-password-1';

/** Pixels that hold ink on a board's layers (the sheet's white is not a layer). */
const ink = (viewport: Locator) =>
  viewport.evaluate((el) => {
    let count = 0;
    el.querySelectorAll<HTMLCanvasElement>('canvas[data-layer]').forEach((c) => {
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) count++;
    });
    return count;
  });

/** A document point (the board is 1000×500 units) on screen, through the sheet's transform. */
async function at(viewport: Locator, x: number, y: number) {
  const m = await viewport.evaluate((el) => {
    const stage = el.querySelector('[data-stage]')!;
    const t = new DOMMatrix(getComputedStyle(stage).transform);
    const box = el.getBoundingClientRect();
    return { a: t.a, b: t.b, c: t.c, d: t.d, e: t.e + box.left, f: t.f + box.top };
  });
  return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
}

/** Presses at `from` and drags to `to` without lifting: the stroke is still being drawn. */
async function press(page: Page, viewport: Locator, from: [number, number], to: [number, number]) {
  const a = await at(viewport, ...from);
  const b = await at(viewport, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / 15, a.y + ((b.y - a.y) * i) / 15);
  }
}

test('a host streams a live session: watchers see strokes as drawn, chat, take the pen, join late, and watch it again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const hostEmail = uniqueEmail('live-host');
  await apiSignUp(page.request, baseURL!, { email: hostEmail, password, name: 'Hana Host' });
  await grantInstructor(page.request, baseURL!, hostEmail);
  // A new role ends the sessions it was granted under: sign in again, as the host would.
  await apiSignIn(page.request, baseURL!, { email: hostEmail, password });
  const token = await apiToken(page.request, baseURL!, hostEmail);
  const title = `Ink jam ${Date.now().toString(36)}`;
  const startsAt = new Date(Date.now() + 86_400_000);
  const scheduled = await page.request.post('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 7_200_000).toISOString(),
      location: 'Online, on the sketchpad',
      description: 'Brush pens, live.',
      kind: 'live',
    },
  });
  expect(scheduled.status()).toBe(201);
  const eventId = Number(((await scheduled.json()) as { insertedId: string }).insertedId);

  // A new user on a phone registers for it and takes its calendar file.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const watcher = await phone.newPage();
  await apiSignUp(watcher.request, baseURL!, {
    email: uniqueEmail('live-watcher'),
    password,
    name: 'Wes Watcher',
  });
  await watcher.goto(`/event/${eventId}`);
  await watcher.getByRole('button', { name: `Register for ${title}` }).click();
  await expect(watcher.getByText(`Registered for ${title}`)).toBeVisible();
  const calendar = await watcher.request.get(`/api/events/${eventId}/calendar.ics`);
  expect(await calendar.text()).toContain(`SUMMARY:${title}`);

  // The host opens the room and starts.
  await page.goto(`/event/${eventId}`);
  await page.getByRole('link', { name: 'Open the room' }).click();
  await expect(page).toHaveURL(new RegExp(`/live/${eventId}$`));
  await page.getByRole('button', { name: 'Start the session' }).click();
  await expect(page.getByRole('button', { name: 'End the session' })).toBeVisible();
  const hostBoard = page.getByRole('img', { name: 'The live board, 1000 by 500 pixels' });

  await watcher.goto(`/event/${eventId}`);
  await watcher.getByRole('link', { name: 'Join' }).click();
  const watched = watcher.getByRole('img', { name: /The live board: Hana Host/ });
  await expect(watched).toBeVisible();
  expect(await ink(watched)).toBe(0);

  // A stroke appears on the watcher's board while the host is still drawing it.
  await press(page, hostBoard, [150, 150], [700, 300]);
  await expect.poll(() => ink(watched), { timeout: 10_000 }).toBeGreaterThan(200);
  await page.mouse.up();
  expect(await seriousViolations(watcher)).toEqual([]);
  expect(await documentWidth(watcher)).toBeLessThanOrEqual(375);

  // Chat and a raised hand; the host hands over the pen.
  await watcher.getByLabel(/Say something|Message/).fill('Hello from the phone!');
  await watcher.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Hello from the phone!')).toBeVisible();
  await watcher.getByRole('button', { name: 'Raise hand' }).click();
  await page.getByRole('button', { name: 'Hand the pen to Wes Watcher' }).click();
  await expect(watcher.getByText('You have the pen.')).toBeVisible();
  const guestBoard = watcher.getByRole('img', { name: 'The live board: you have the pen' });
  const before = await ink(hostBoard);
  await press(watcher, guestBoard, [200, 400], [800, 420]);
  await watcher.mouse.up();
  await expect.poll(() => ink(hostBoard), { timeout: 10_000 }).toBeGreaterThan(before + 100);
  await page.getByRole('button', { name: 'Take the pen back' }).click();
  await expect(watcher.getByText('You have the pen.')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // A visitor arriving late, while the host is drawing, sees the whole board at once, the
  // stroke in progress too, and the rest of that stroke as it is drawn.
  await press(page, hostBoard, [100, 60], [500, 90]);
  const late = await browser.newContext();
  const visitor = await late.newPage();
  await visitor.goto(`/live/${eventId}`);
  const lateBoard = visitor.getByRole('img', { name: /The live board: Hana Host/ });
  await expect.poll(() => ink(lateBoard), { timeout: 10_000 }).toBeGreaterThan(before + 100);
  const end = await at(hostBoard, 900, 60);
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await page.mouse.up();
  const whole = await ink(hostBoard);
  await expect.poll(() => ink(lateBoard), { timeout: 10_000 }).toBe(whole);

  // The host ends it: the session is kept, under Old Events, and plays again.
  await page.getByRole('button', { name: 'End the session' }).click();
  await page
    .getByRole('alertdialog', { name: 'End the live session?' })
    .getByRole('button', { name: 'End the session' })
    .click();
  await expect(watcher.getByText('This live event has ended.')).toBeVisible();
  await watcher.goto('/event');
  await watcher.getByRole('tab', { name: 'Old Events' }).click();
  const card = watcher.getByRole('article').filter({ hasText: title });
  await card.getByRole('link', { name: 'Watch the replay' }).click();
  await expect(watcher.getByRole('region', { name: 'Replay' })).toBeVisible();
  await expect(watcher.getByText('Hello from the phone!')).toBeVisible();
  await expect(watcher.getByRole('button', { name: 'Play' })).toBeEnabled();
  expect(await seriousViolations(watcher)).toEqual([]);
  await Promise.all([phone.close(), late.close()]);
});
