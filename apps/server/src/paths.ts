import { fileURLToPath } from 'node:url';

// This file sits directly in src/, and the bundle directly in dist/, so '..' is the package root either way.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  serverRoot,
  migrations: fileURLToPath(new URL('../drizzle', import.meta.url)),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  /** The web app's own files (/media), in the repository whether or not it is built. */
  webPublic: fileURLToPath(new URL('../../web/public', import.meta.url)),
};
