import { expect, test } from '../support/fixtures';

test('Chromium finds the sketchpad installable: its manifest, start page and icons', async ({
  page,
  request,
}) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as { start_url: string; icons: { src: string }[] };
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }

  await page.goto(manifest.start_url);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // A Playwright context is off the record, where Chromium installs nothing whatever the
      // page: that one reason says nothing of the site, every other would.
      return installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
});
