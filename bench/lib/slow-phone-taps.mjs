// The first taps of issue 33, each the INP of one interaction on a phone whose CPU is slowed by
// the bench's calibrated factor: Event Timing's longest interaction, from the input to the next
// paint, median of the runs.
import { removeFromCart } from './slow-phone-session.mjs';

const lessonPage = /^\/learn\/[^/]+\/[^/]+$/;

/**
 * What a visitor taps first on each page. `page` is a path or a pattern; `before` is what leads
 * to the control and is not measured; `act` is the measured interaction (a finger's tap on
 * `target` unless said otherwise; it is handed the `tap` to use) and what it answers goes to
 * `after`, which undoes it once it has been measured.
 * `signedIn` taps are the demo student's.
 */
export const firstTaps = [
  {
    // On a phone the Learn menu is inside the site's menu: its button is the first tap.
    page: '/',
    label: 'the menu with Learn',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
  },
  {
    // Below the navbar's `sm` breakpoint the toggle lives in the site's menu only.
    page: '/',
    label: 'the theme toggle, in the menu',
    before: (page) => page.getByRole('button', { name: 'Open menu' }).tap(),
    target: (page) => page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }),
  },
  {
    page: '/courses',
    label: 'Select on a card',
    target: (page) => page.getByRole('button', { name: /^Select / }).first(),
  },
  {
    // A native select: the tap opens its picker and Enter picks Beginner, which is when the
    // filter runs. Both are the visitor's, so the INP is the longer of the two.
    page: '/courses',
    label: 'the Level filter, Beginner',
    target: (page) => page.getByRole('combobox', { name: 'Level', exact: true }),
    act: async (page, target, tap) => {
      await tap(target);
      await page.waitForTimeout(300);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    },
  },
  {
    page: '/courses',
    label: 'Select on a card, signed in: into the cart',
    signedIn: true,
    target: (page) => page.getByRole('button', { name: /^Select / }).first(),
    act: async (page, target, tap) => {
      const course = (await target.getAttribute('aria-label'))?.replace(/^Select /, '');
      await tap(target);
      return course;
    },
    after: async (page, session, course) => {
      // The course goes in over the network and then the cart opens: gone once it has.
      await page.waitForURL(/\/dashboard\/myCart$/i, { timeout: 30_000 });
      await removeFromCart(session, course);
    },
  },
  {
    page: lessonPage,
    label: 'Play on the lesson video',
    signedIn: true,
    target: (page) => page.getByRole('button', { name: 'Play', exact: true }),
  },
  {
    page: lessonPage,
    label: 'Next lesson',
    signedIn: true,
    target: (page) => page.getByRole('link', { name: /^Next lesson/ }),
  },
];

export const tapsFor = (path) =>
  firstTaps.filter(({ page }) => (typeof page === 'string' ? page === path : page.test(path)));

/**
 * A finger's tap on the middle of `target`, sent straight to Chromium. Playwright's own tap()
 * first checks in the page that the control would receive it (its hit-target listeners run on
 * the tap's own pointer events): about 5 ms of its script inside the interaction measured, some
 * 50 ms once the CPU is slowed.
 */
const fingerTap = (cdp) => async (target) => {
  const box = await target.boundingBox();
  if (!box) throw new Error('the control to tap has no box on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
};

/** Until the main thread has had nothing to do for a moment, at most `timeout` ms. */
const mainThreadIdle = (page, timeout) =>
  page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        requestIdleCallback(() => resolve(undefined), { timeout: ms });
      }),
    timeout,
  );

/**
 * The longest interaction of one tap, with the CPU slowed by `slowdown`, once the page has loaded
 * and gone quiet; a `signedIn` tap's context carries `session`'s cookies.
 */
export async function firstTapMs(browser, url, tap, { slowdown, session }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (tap.signedIn) await context.addCookies(session.playwrightCookies);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(() => {
      window.__interactions = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId) window.__interactions.push(entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
      timeout: 30_000,
    });
    if (tap.before) {
      await tap.before(page);
      // Reported once its frame has painted; then forgotten, as it is not the tap measured.
      await page.waitForTimeout(1_000);
      await page.evaluate(() => window.__interactions.splice(0));
    }
    const target = tap.target(page);
    // A signed-in page draws its controls once its data has come: the tap waits for them.
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    await mainThreadIdle(page, 5_000);
    // A card drawn again as the page's data settles is found afresh (its first node is gone).
    await target
      .scrollIntoViewIfNeeded()
      .catch(() => page.waitForTimeout(500).then(() => target.scrollIntoViewIfNeeded()));
    await mainThreadIdle(page, 2_000);
    const tapOn = fingerTap(cdp);
    const acted = tap.act ? await tap.act(page, target, tapOn) : await tapOn(target);
    // Event Timing reports an interaction once its next frame has painted.
    await page.waitForTimeout(1_000);
    const inpMs = await page.evaluate(() => Math.max(0, ...window.__interactions));
    await tap.after?.(page, session, acted);
    return inpMs;
  } finally {
    await context.close();
  }
}
