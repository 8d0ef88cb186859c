// Copies the sketchpad's fonts and clipart out of their npm packages into public/studio, which
// the build serves as the site's own files (generated here, never committed): the text tool and
// the clipart library fetch them only when the artist opens them.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { clipartGroups, clipartIndex } from './clipart-index.mjs';

const web = path.resolve(import.meta.dirname, '..');
const out = path.join(web, 'public/studio');
const require = createRequire(import.meta.url);
const nodeModules = path.resolve(
  path.dirname(require.resolve('@twemoji/svg/package.json')),
  '../..',
);
const fonts = JSON.parse(
  await readFile(path.resolve(web, '../../packages/canvas/src/core/text/fonts.json'), 'utf8'),
);

await rm(out, { recursive: true, force: true });
await mkdir(path.join(out, 'fonts'), { recursive: true });
await mkdir(path.join(out, 'clipart'), { recursive: true });

const licences = [];
for (const font of fonts) {
  const pkg = path.join(nodeModules, '@fontsource', font.id);
  const manifest = JSON.parse(await readFile(path.join(pkg, 'package.json'), 'utf8'));
  await copyFile(
    path.join(pkg, 'files', `${font.id}-latin-400-normal.woff2`),
    path.join(out, 'fonts', `${font.id}.woff2`),
  );
  licences.push(
    `${font.family}: ${manifest.license}, from @fontsource/${font.id} ${manifest.version}`,
  );
}
await writeFile(path.join(out, 'fonts', 'LICENSES.txt'), `${licences.join('\n')}\n`);

const pieces = clipartIndex(nodeModules);
await Promise.all(
  pieces.map((piece) =>
    copyFile(
      path.join(nodeModules, '@twemoji/svg', `${piece.id}.svg`),
      path.join(out, 'clipart', `${piece.id}.svg`),
    ),
  ),
);
// Compact rows (id, name, tags, shelf): the whole library is one small fetch.
await writeFile(
  path.join(out, 'clipart', 'index.json'),
  JSON.stringify({
    groups: clipartGroups,
    pieces: pieces.map((p) => [p.id, p.name, p.tags.join(' '), p.group]),
  }),
);
await writeFile(
  path.join(out, 'clipart', 'LICENSE.txt'),
  'Clipart: Twemoji graphics by Twitter, Inc and other contributors, licensed under CC BY 4.0 ' +
    '(https://creativecommons.org/licenses/by/4.0/), from @twemoji/svg.\n' +
    'Names and tags: Emojibase (MIT), from emojibase-data.\n',
);
console.log(`studio assets: ${fonts.length} fonts, ${pieces.length} clipart pieces`);
