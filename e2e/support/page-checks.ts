import type { Page } from '@playwright/test';

/** Waits until the page has loaded its data: network quiet and no skeleton left on screen. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelectorAll('.skeleton').length === 0, null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/**
 * Scrolls through the page so lazy images load, then asks any image still waiting (an off-screen
 * carousel slide) to load too, and lists the ones that did not load: broken images.
 */
export async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.75));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await pause(60);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause(150);
  });
  // Sections that load when scrolled near (the reviews) fetch and render their lazy pictures after
  // the scroll, off screen: until no new picture appears, wait for the requests, then ask every
  // picture not yet loaded to load now.
  let seen = -1;
  for (let round = 0; round < 6; round += 1) {
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await page
      .waitForFunction(
        () => {
          const images = Array.from(document.images);
          for (const image of images) if (!image.complete) image.loading = 'eager';
          return images.every((image) => image.complete);
        },
        null,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    await page.waitForTimeout(300);
    const count = await page.evaluate(() => document.images.length);
    if (count === seen) break;
    seen = count;
  }
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map(
        (image) =>
          `${image.currentSrc || image.src || '(no src)'}${image.complete ? '' : ' (never loaded)'}`,
      ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  return broken;
}

/** Images without width and height attributes make the page jump as they load. */
export async function imagesWithoutSize(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
      .map((image) => image.getAttribute('src') ?? '(no src)'),
  );
}

/** Pictures the browser would decode on the main thread, in the way of a tap on a slow phone. */
export async function imagesDecodedInline(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.decoding !== 'async')
      .map((image) => image.getAttribute('src') ?? '(no src)'),
  );
}

/** How wide the document is: more than the viewport means a horizontal scrollbar. */
export async function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The elements that stick out past the right edge, to say what causes a horizontal scroll. */
export async function overflowingElements(page: Page, width: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      }`;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.right > limit + 1 && box.width > 0) {
        // Report the outermost offender only: its children stick out because it does.
        const parent = el.parentElement;
        if (parent && parent.getBoundingClientRect().right > limit + 1) continue;
        culprits.push(`${describe(el)} right=${Math.round(box.right)}`);
      }
    }
    return culprits.slice(0, 8);
  }, width);
}

/** Starts every page of a test in the given theme, the way a returning visitor's browser has it saved. */
export async function useSavedTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** Two animation frames: enough for a layout change to be painted. */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
