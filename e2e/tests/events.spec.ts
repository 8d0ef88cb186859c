import { expect, test } from '@playwright/test';
import { apiSignUp, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { documentWidth } from '../support/page-checks';
import { grantInstructor } from '../support/studio';

const password = 'journey-password-1';

/** Tomorrow at 18:00 on the browser's clock, as a datetime-local value, and two hours later. */
function tomorrowEvening() {
  const at = new Date(Date.now() + 86_400_000);
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  return { start: `${day}T18:00`, end: `${day}T20:00` };
}

test('an instructor schedules a live event; a visitor registers, downloads its calendar file and cancels', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const hostEmail = uniqueEmail('host');
  await apiSignUp(page.request, baseURL!, { email: hostEmail, password, name: 'Hana Host' });
  await grantInstructor(request, baseURL!, hostEmail);
  const title = `Ink night ${Date.now().toString(36)}`;

  await page.goto('/dashboard/events');
  await expect(page.getByRole('heading', { name: 'My Events', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Give the event a title')).toBeVisible();
  const when = tomorrowEvening();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Starts').fill(when.start);
  await page.getByLabel('Ends').fill(when.end);
  await page.getByLabel('Where').fill('Online, on the sketchpad');
  await page.getByLabel('Description').fill('Brush pens and quick poses.');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(`Scheduled: ${title}`)).toBeVisible();
  const hosted = page.getByRole('region', { name: 'Hosted by you' });
  await expect(hosted.getByRole('link', { name: title, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A new visitor finds it among the upcoming events, hosted by the instructor.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visitor = await phone.newPage();
  await visitor.goto('/event');
  const card = visitor.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Hana Host')).toBeVisible();
  await expect(card.getByText('Live on the sketchpad')).toBeVisible();
  await card.getByRole('button', { name: `Register for ${title}` }).click();
  await expect(visitor.getByText('Please Login First')).toBeVisible();
  await expect(visitor).toHaveURL(/\/login$/);

  const email = uniqueEmail('watcher');
  await apiSignUp(visitor.request, baseURL!, { email, password, name: 'Wes Watcher' });
  await visitor.goto('/event');
  const again = visitor.getByRole('article').filter({ hasText: title });
  await again.getByRole('button', { name: `Register for ${title}` }).click();
  await expect(visitor.getByText(`Registered for ${title}`)).toBeVisible();
  await expect(again.getByText('1 registered')).toBeVisible();

  const download = visitor.waitForEvent('download');
  await again.getByRole('link', { name: `Add to calendar: ${title}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = (await (await file.createReadStream()).toArray()).join('');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain(
    `DTSTART:${new Date(when.start)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
  );

  await again.getByRole('link', { name: title, exact: true }).click();
  await expect(visitor).toHaveURL(/\/event\/\d+$/);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  expect(await documentWidth(visitor)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: `Cancel registration for ${title}` }).click();
  await expect(visitor.getByRole('button', { name: `Register for ${title}` })).toBeVisible();
  await phone.close();
});
