import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteIndex } from '@glossy/contract';
import { build } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import { sketchpadReach, type ReachChunk } from './sketchpad-reach';

/** The screens that hold a sketchpad; their code is precached so they open offline. */
const sketchpadScreens = [
  'src/features/drawing/CanvasPage.tsx',
  'src/features/classroom/practise/PractisePage.tsx',
];

/**
 * Files of public/ the sketchpad needs offline, by folder or name: the offline page, the app's
 * icons and manifest, the text tool's fonts and the clipart library's index (its pieces are kept
 * on first use: 5,000 of them would be 23 MB).
 */
const publicFiles = [
  'offline.html',
  'manifest.webmanifest',
  'favicon.svg',
  'icons/',
  'studio/fonts/',
  'studio/clipart/index.json',
];

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

function toReachChunks(bundle: Rollup.OutputBundle, root: string): ReachChunk[] {
  return Object.values(bundle).flatMap((output) => {
    if (output.type !== 'chunk') return [];
    const css = [...(output.viteMetadata?.importedCss ?? [])];
    return [
      {
        fileName: output.fileName,
        facade: output.facadeModuleId
          ? path.relative(root, output.facadeModuleId).split(path.sep).join('/')
          : null,
        isEntry: output.isEntry,
        imports: output.imports,
        dynamicImports: output.dynamicImports,
        files: [...css, ...(output.viteMetadata?.importedAssets ?? [])],
      },
    ];
  });
}

/** Fonts and pictures a stylesheet of the reach names (url(/assets/…)). */
function filesNamedByCss(bundle: Rollup.OutputBundle, stylesheets: string[]): string[] {
  return stylesheets.flatMap((fileName) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') return [];
    const source = typeof asset.source === 'string' ? asset.source : asset.source.toString();
    return [...source.matchAll(/url\(\s*["']?\/(assets\/[^)"'?#]+)/g)].map((match) => match[1]!);
  });
}

/** The source modules of every route's screen, from the site index emitted before (site-index.ts). */
function routeScreens(bundle: Rollup.OutputBundle): string[] {
  const index = bundle['site-index.json'];
  if (index?.type !== 'asset') throw new Error('The service worker needs site-index.json first');
  // Our own build's file, checked by the contract where the server reads it.
  const { screens } = JSON.parse(index.source.toString()) as SiteIndex;
  return [...new Set(Object.values(screens).flat())];
}

const revisionOf = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

function publicEntries(publicDir: string): PrecacheEntry[] {
  const walk = (relative: string): string[] => {
    const full = path.join(publicDir, relative);
    if (!statSync(full, { throwIfNoEntry: false }))
      throw new Error(`public/${relative} is missing`);
    if (!statSync(full).isDirectory()) return [relative];
    return readdirSync(full)
      .filter((name) => !/\.(br|gz|txt)$/.test(name))
      .flatMap((name) => walk(path.posix.join(relative.replace(/\/$/, ''), name)));
  };
  return publicFiles.flatMap(walk).map((relative) => ({
    url: `/${relative}`,
    revision: revisionOf(path.join(publicDir, relative)),
  }));
}

/**
 * Writes sw.js: the service worker (src/offline-worker/sw.ts) bundled with its precache list,
 * which is the sketchpad's reach in this build (hashed files, no revision needed) and the public
 * files it needs (revisioned by content).
 */
export function serviceWorker(): Plugin {
  let root = process.cwd();
  let publicDir = path.join(root, 'public');
  return {
    name: 'glossy-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const reach = sketchpadReach(
          toReachChunks(bundle, root),
          sketchpadScreens,
          routeScreens(bundle),
        );
        const stylesheets = reach.filter((file) => file.endsWith('.css'));
        const files = [...new Set([...reach, ...filesNamedByCss(bundle, stylesheets)])];
        const manifest: PrecacheEntry[] = [
          ...files.sort().map((file) => ({ url: `/${file}`, revision: null })),
          ...publicEntries(publicDir),
        ];
        const worker = await build({
          entryPoints: [path.join(root, 'src/offline-worker/sw.ts')],
          bundle: true,
          write: false,
          format: 'iife',
          target: 'es2020',
          minify: true,
          legalComments: 'none',
          define: {
            'self.__SW_MANIFEST': JSON.stringify(manifest),
            'process.env.NODE_ENV': '"production"',
          },
        });
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker.outputFiles[0]!.text });
      },
    },
  };
}
