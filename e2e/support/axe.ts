import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const blocking = new Set(['serious', 'critical']);

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

/** WCAG 2.1 A and AA checks; returns one readable line per serious or critical violation. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 4)
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
        );
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n    ${nodes.join('\n    ')}`;
    });
}
