import { createServer, type Plugin } from 'vite';

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
      const loader = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { buildSiteIndex } = (await loader.ssrLoadModule('/src/app/shell/site-index.ts')) as {
          buildSiteIndex: () => unknown;
        };
        this.emitFile({
          type: 'asset',
          fileName: 'site-index.json',
          source: JSON.stringify(buildSiteIndex()),
        });
      } finally {
        await loader.close();
      }
    },
  };
}
