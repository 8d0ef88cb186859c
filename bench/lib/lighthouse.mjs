import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, requireChromium } from './paths.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse 12's default run: mobile emulation with simulated throttling. Scores 0–100. */
export async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: [...chromiumFlags, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const scores = Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    // The audits that cost points, so a low score says where to look.
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    return { scores, failing, runtimeError: lhr.runtimeError?.message };
  } finally {
    await chrome.kill();
  }
}
