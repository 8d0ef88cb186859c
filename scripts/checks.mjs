// `npm test`'s first step: lint, the format check and every workspace's typecheck, side by side
// (one at a time per core), each one's output printed whole once it ends. One after the other they
// leave a core idle: each of them runs on one. Exits 1 if any of them failed, after all have run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The workspaces that have a typecheck script, as `npm run typecheck --workspaces` runs them. */
function typecheckedWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .map((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')))
    .filter((manifest) => manifest.scripts?.typecheck)
    .map((manifest) => manifest.name);
}

// The longest first, so that the short ones fill in beside them (measured: the server's typecheck
// takes about a minute of CPU, the web app's, lint and the format check about half that each).
const first = ['@glossy/server', '@glossy/web'];
const workspaces = typecheckedWorkspaces().sort(
  (a, b) => (first.indexOf(a) + 1 || 99) - (first.indexOf(b) + 1 || 99),
);
const [slowest, ...others] = workspaces.map((name) => ({
  label: `typecheck ${name}`,
  args: ['run', 'typecheck', '-w', name],
}));
const jobs = [
  ...(slowest ? [slowest] : []),
  { label: 'lint', args: ['run', 'lint'] },
  { label: 'format:check', args: ['run', 'format:check'] },
  ...others,
];

function run({ label, args }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['--silent', ...args], { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'ok' : `failed (exit ${code})`;
      process.stdout.write(`── ${label}: ${verdict}, ${seconds} s\n`);
      const text = Buffer.concat(output).toString();
      if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...jobs];
const results = [];
const slots = Math.max(1, Math.min(availableParallelism(), jobs.length));
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) results.push(await run(job));
  }),
);
const failed = results.filter((ok) => !ok).length;
if (failed > 0) {
  console.error(`${failed} of ${jobs.length} checks failed`);
  process.exit(1);
}
