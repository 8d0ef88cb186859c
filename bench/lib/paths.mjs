import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../../scripts/find-chromium.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const at = (...parts) => path.join(repoRoot, ...parts);
export const serverEntry = at('apps', 'server', 'dist', 'main.js');
export const webIndex = at('apps', 'web', 'dist', 'index.html');
export const resultsDir = at('.bench-results');

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
export const requireChromium = () => findChromium();
