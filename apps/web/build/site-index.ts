import type { Plugin } from 'vite';
import { withAppModule } from './app-module';

/**
 * Writes site-index.json beside index.html: the app's route patterns and the blog's articles, read
 * by the server to answer unknown paths with a 404 and to give article pages their own head.
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
        (module: { buildSiteIndex: () => unknown }) => module.buildSiteIndex(),
      );
      this.emitFile({ type: 'asset', fileName: 'site-index.json', source: JSON.stringify(index) });
    },
  };
}
