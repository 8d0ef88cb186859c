import { createApi } from '../../platform/http/api';
import type { ModuleDeps } from '../deps';
import { uploadRoutes } from './upload-routes';

/** Picture uploads under /api; the files themselves are served by `fileRoutes` at /uploads. */
export const filesRoutes = (deps: ModuleDeps) => createApi().route('/', uploadRoutes(deps));

export { fileRoutes } from './file-routes';
