import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// Dependencies stay in node_modules (PGlite and sharp load their own wasm and native files from there);
// the workspace's own TypeScript packages are bundled in.
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@glossy/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
