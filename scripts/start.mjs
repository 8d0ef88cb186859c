// `npm start`: builds whatever is missing or older than its sources, then runs the server in this process.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

const sharedSources = [at('packages', 'contract', 'src'), at('packages', 'canvas', 'src')];
const targets = [
  {
    workspace: '@glossy/web',
    // The web build's last output: the server's page renderer, written after the app itself.
    output: at('apps', 'web', 'dist-ssr', 'entry-server.js'),
    sources: [
      at('apps', 'web', 'src'),
      at('apps', 'web', 'public'),
      at('apps', 'web', 'index.html'),
      ...sharedSources,
    ],
  },
  {
    workspace: '@glossy/server',
    output: at('apps', 'server', 'dist', 'main.js'),
    sources: [at('apps', 'server', 'src'), ...sharedSources],
  },
];

for (const target of targets) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const changed = Math.max(...target.sources.map(newestMtime));
  if (built === 0 || changed > built) {
    console.log(`Building ${target.workspace}…`);
    execFileSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  }
}

await import(pathToFileURL(at('apps', 'server', 'dist', 'main.js')).href);
