import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/fixtures';
import { settle, useSavedTheme } from '../support/page-checks';

// Transitions finished before axe reads colours: a fade caught half way is not a contrast bug.
test.use({ reducedMotion: 'reduce' });

const probe = 'data-contrast-probe';
/** More focus stops than the home page has: a page that never lets go of focus fails, not hangs. */
const maxStops = 160;

/** WCAG's contrast ratio of two computed `rgb(…)` colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (css: string) => {
    const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * axe's colour-contrast rule on the marked element and its text only: one line per failure. axe is
 * put in the page once (see `withAxe`): the walk asks it a few hundred times, and AxeBuilder would
 * inject its half-megabyte script again for every question.
 */
async function contrastFailures(page: Page, state: string): Promise<string[]> {
  // axe throws when nothing matches the probe: a lost probe fails the walk rather than passing it.
  const failures = await page.evaluate(async (attribute) => {
    const results = await axe.run(
      { include: [[`[${attribute}]`]] },
      { runOnly: { type: 'rule', values: ['color-contrast'] } },
    );
    return results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    );
  }, probe);
  return failures.map((failure) => `${state}: ${failure}`);
}

/**
 * Loads axe into the page the walk is on, as the page's global `axe` (what `contrastFailures`
 * calls). Evaluated, not a script tag: the site's CSP refuses inline scripts.
 */
async function withAxe(page: Page): Promise<void> {
  await page.evaluate(axe.source);
}

/** Marks the focused element for axe and names it for the report; null once focus left the page. */
async function markFocused(page: Page): Promise<{ label: string; text: string } | null> {
  return page.evaluate((attribute) => {
    for (const marked of Array.from(document.querySelectorAll(`[${attribute}]`)))
      marked.removeAttribute(attribute);
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    element.setAttribute(attribute, '');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const name = element.getAttribute('aria-label') ?? text;
    return { label: `<${element.tagName.toLowerCase()}> "${name.slice(0, 60)}"`, text };
  }, probe);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test('every focus stop of the home page keeps AA text contrast, focused and hovered', async ({
      page,
    }) => {
      // An axe run per focus stop, twice (focused, hovered).
      test.setTimeout(120_000);
      await useSavedTheme(page, theme);
      await page.goto('/');
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
      await withAxe(page);

      const failures: string[] = [];
      const visited: string[] = [];
      for (let stop = 0; stop < maxStops; stop += 1) {
        await page.keyboard.press('Tab');
        const focused = await markFocused(page);
        if (!focused) break;
        visited.push(focused.label);
        failures.push(...(await contrastFailures(page, `focus ${focused.label}`)));
        // The same control hovered, unfocused (a focus fill would hide the hover one); then the walk
        // goes on from it. Controls without text have nothing for this rule to read, and the skip
        // link shrinks back to a visually hidden pixel once it loses focus.
        const control = page.locator(`[${probe}]`);
        const shown = await control.evaluate((element) => {
          (element as HTMLElement).blur();
          const box = element.getBoundingClientRect();
          return box.width > 2 && box.height > 2;
        });
        if (focused.text && shown) {
          await control.hover({ timeout: 5_000 });
          failures.push(...(await contrastFailures(page, `hover ${focused.label}`)));
          await page.mouse.move(0, 0);
        }
        await control.evaluate((element) => (element as HTMLElement).focus());
      }

      // The walk reached the whole page: the navigation, the hero, the course cards and the footer.
      for (const name of ['Browse courses', 'Start Drawing', 'See all courses', 'Subscribe'])
        expect(
          visited.some((label) => label.includes(`"${name}`)),
          name,
        ).toBe(true);
      expect(visited.length).toBeLessThan(maxStops);
      expect(failures).toEqual([]);
    });

    test('the hero’s Browse courses reads ink on white when focused, hovered or pressed', async ({
      page,
    }) => {
      await useSavedTheme(page, theme);
      await page.goto('/');
      await settle(page);
      await withAxe(page);
      const browse = page.getByRole('link', { name: 'Browse courses' });
      await browse.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(browse).toBeFocused();
      const colours = () =>
        browse.evaluate((element) => {
          const style = getComputedStyle(element);
          return { color: style.color, background: style.backgroundColor };
        });
      const inkOnWhite = { color: 'rgb(31, 27, 46)', background: 'rgb(255, 255, 255)' };
      // The button's colours ease in (a transition): the settled ones are what a reader sees.
      await expect.poll(colours).toEqual(inkOnWhite);
      await browse.evaluate((element, attribute) => element.setAttribute(attribute, ''), probe);
      expect(await contrastFailures(page, 'focus Browse courses')).toEqual([]);
      await browse.hover();
      expect(await contrastFailures(page, 'hover Browse courses')).toEqual([]);
      await page.mouse.down();
      expect(await contrastFailures(page, 'pressed Browse courses')).toEqual([]);
    });

    test('toasts: the warning, and every other kind, keep AA text contrast', async ({ page }) => {
      await useSavedTheme(page, theme);
      await page.goto('/courses');
      await settle(page);
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Select / })
        .click();
      const warning = page.locator('[data-sonner-toast][data-type="warning"]', {
        hasText: 'Please Login First',
      });
      await expect(warning).toBeVisible();
      // sonner holds a toast while the pointer is over it: long enough to measure.
      await warning.hover();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Not faint: the toast stands out from the page around it (3:1, WCAG's figure for shapes).
      const fill = await warning.evaluate((element) => getComputedStyle(element).backgroundColor);
      const pageFill = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(contrastRatio(fill, pageFill), `${fill} on ${pageFill}`).toBeGreaterThanOrEqual(3);

      // The other kinds differ only by data-type: copies of the live toast show them in the real styles.
      // They sit below it, apart, so that none covers another's text.
      await warning.evaluate((element) => {
        const below = element.getBoundingClientRect().height + 16;
        ['success', 'info', 'error'].forEach((kind, i) => {
          const copy = element.cloneNode(true) as HTMLElement;
          copy.setAttribute('data-type', kind);
          Object.assign(copy.style, { top: `${(i + 1) * below}px`, transform: 'none' });
          element.parentElement?.append(copy);
        });
      });
      const results = await new AxeBuilder({ page })
        .include('[data-sonner-toaster]')
        .withRules(['color-contrast'])
        .analyze();
      const checked = results.passes.flatMap((rule) => rule.nodes).length;
      expect(checked, 'toast texts checked').toBeGreaterThanOrEqual(4);
      expect(
        results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        ),
      ).toEqual([]);
    });
  });
}
