import axe from 'axe-core';
import type { Page } from '@playwright/test';

const blocking = ['serious', 'critical'];
const wcag = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * Lets fades and slides end first: a toast halfway through fading in has the contrast of its
 * blend with the page, which is not what anyone reads. Only running animations with an end are
 * waited for (a spinner never ends, a paused one never moves), and never more than 3 seconds.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime),
      )
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([
      Promise.all(ending),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  });
}

/**
 * Puts axe into every frame of the page that lacks it, once per document. Evaluated, not a
 * script tag: the site's CSP refuses inline scripts. (AxeBuilder injects it again for every
 * check and finishes each one in a page of its own: three times the work for the same answer.)
 */
async function withAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window)) continue;
    await frame.evaluate(axe.source);
  }
}

/** WCAG 2.1 A and AA checks; returns one readable line per serious or critical violation. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsFinished(page);
  await withAxe(page);
  return page.evaluate(
    async ({ tags, impacts }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      // A section skipped until it nears the viewport (content-visibility: auto) has no computed
      // colours yet, and axe would read its text as black: it is drawn as the reader will see it.
      const skipped = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
        (element) => getComputedStyle(element).contentVisibility === 'auto',
      );
      for (const element of skipped) element.style.contentVisibility = 'visible';
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      // Only the violations are read: axe need not describe every node that passed.
      const results = await inPage
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .finally(() => {
          for (const element of skipped) element.style.contentVisibility = '';
        });
      return results.violations
        .filter((violation) => impacts.includes(violation.impact ?? ''))
        .map((violation) => {
          const nodes = violation.nodes
            .slice(0, 4)
            .map(
              (node) =>
                `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
            );
          return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n    ${nodes.join('\n    ')}`;
        });
    },
    { tags: wcag, impacts: blocking },
  );
}
