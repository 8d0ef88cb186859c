// The /canvas page's JS and CSS on the wire (part of `npm run bench:canvas`;
// `node bench/canvas/page-weight.mjs` runs it alone): what the built app sends to open the
// sketchpad, and what the tools beyond the spec's add when first used (the text tool's faces,
// the clipart library), which load only then.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { measurePageBundle } from '../lib/bundle.mjs';
import { serverEntry } from '../lib/paths.mjs';
import { freshDataDir, removeDataDir, startServer } from '../lib/server.mjs';

/** Opens the text tool and then the clipart library, as an artist trying them would. */
async function useLazyTools(page) {
  await page
    .getByRole('toolbar', { name: 'Drawing tools' })
    .getByRole('button', { name: 'Text', exact: true })
    .click();
  await page.getByLabel('Font').waitFor();
  await page.locator('summary', { hasText: 'Clipart' }).click();
  await page.getByRole('searchbox', { name: 'Search clipart' }).waitFor();
}

export async function measureCanvasPage() {
  if (!existsSync(serverEntry)) {
    throw new Error(`no built server at ${serverEntry}: run \`npm run build\` first`);
  }
  const dataDir = freshDataDir('canvas-page');
  const server = await startServer({ dataDir });
  try {
    return await measurePageBundle(`${server.url}/canvas`, useLazyTools);
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
}

/** The page-weight budget (docs/performance-budgets.md): any page but the home page, at first visit. */
export const PAGE_JS_BUDGET_KB = 200;

export const canvasPageWithinBudget = (r) => !r.error && r.js.wireBytes / 1024 <= PAGE_JS_BUDGET_KB;

export function printCanvasPage(r) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const row = (label, t) =>
    `  ${label.padEnd(34)}${kb(t.wireBytes).padStart(9)} on the wire in ${t.files} files (${t.encodings || 'none'})`;
  const biggest = [...r.js.list]
    .sort((a, b) => b.wireBytes - a.wireBytes)
    .slice(0, 5)
    .map((f) => `    ${kb(f.wireBytes).padStart(9)}  ${f.path}`)
    .join('\n');
  console.log(`/canvas on the wire (a fresh browser)
${row('JS to open the sketchpad', r.js)} (budget ≤ ${PAGE_JS_BUDGET_KB} KB)
${row('CSS', r.css)}
${biggest}
${row('JS the text tool and clipart add', r.later.js)}
${row('CSS they add', r.later.css)}
`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printCanvasPage(await measureCanvasPage());
}
