import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { withAppModule } from './app-module';

interface SiteIndexModule {
  buildSiteIndex: () => object;
  routeExports: () => Promise<{ pattern: string; values: unknown[] }[]>;
}

/**
 * The source modules each pattern's lazy route loads, named as the build's manifest names them
 * (relative to the app's root): the modules the loader evaluated whose exports hold the values.
 */
async function routeScreens(module: SiteIndexModule, loader: ViteDevServer, root: string) {
  // Loading every lazy route first puts its modules in the loader's graph.
  const loaded = await module.routeExports();
  const evaluated = [...loader.moduleGraph.idToModuleMap.values()].filter((node) => node.ssrModule);
  const screens: Record<string, string[]> = {};
  for (const { pattern, values } of loaded) {
    const files = evaluated
      .filter((node) => values.some((value) => Object.values(node.ssrModule!).includes(value)))
      .map((node) =>
        path
          .relative(root, node.file ?? node.id!)
          .split(path.sep)
          .join('/'),
      );
    screens[pattern] = [...new Set([...(screens[pattern] ?? []), ...files])].sort();
  }
  return screens;
}

/**
 * Writes site-index.json beside index.html: the app's route patterns, the modules of each one's
 * screen and the blog's articles, read by the server to answer unknown paths with a 404, to send
 * a rendered page's code with it and to give article pages their own head.
 */
export function emitSiteIndex(): Plugin {
  let root = process.cwd();
  return {
    name: 'glossy-site-index',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const index = await withAppModule(
        root,
        '/src/app/shell/site-index.ts',
        async (module: SiteIndexModule, loader) => ({
          ...module.buildSiteIndex(),
          screens: await routeScreens(module, loader, root),
        }),
      );
      this.emitFile({ type: 'asset', fileName: 'site-index.json', source: JSON.stringify(index) });
    },
  };
}
