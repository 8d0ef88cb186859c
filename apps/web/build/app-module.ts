import { createServer, type ViteDevServer } from 'vite';

/**
 * Loads one of the app’s modules at build time (TSX and all, through Vite’s SSR loader), hands it
 * and the loader to `read`, then closes the loader once `read` is done: how the build renders the
 * home shell and reads the route table.
 */
export async function withAppModule<Module, Result>(
  root: string,
  file: string,
  read: (module: Module, loader: ViteDevServer) => Result | Promise<Result>,
): Promise<Result> {
  const loader = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await read((await loader.ssrLoadModule(file)) as Module, loader);
  } finally {
    await loader.close();
  }
}
