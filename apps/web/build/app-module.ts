import { createServer } from 'vite';

/**
 * Loads one of the app’s modules at build time (TSX and all, through Vite’s SSR loader), hands it
 * to `read`, then closes the loader: how the build renders the home shell and reads the route table.
 */
export async function withAppModule<Module, Result>(
  root: string,
  file: string,
  read: (module: Module) => Result,
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
    return read((await loader.ssrLoadModule(file)) as Module);
  } finally {
    await loader.close();
  }
}
