import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const at = (...parts) => path.join(repoRoot, ...parts);
export const serverEntry = at('apps', 'server', 'dist', 'main.js');
export const webIndex = at('apps', 'web', 'dist', 'index.html');
export const resultsDir = at('.bench-results');

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The browser's path, or a clear error: a launcher spawning a missing file crashes the whole run. */
export function requireChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `no Chromium at ${chromiumPath}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
  return chromiumPath;
}
