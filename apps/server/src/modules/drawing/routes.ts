import { createApi } from '../../platform/http/api';
import type { ModuleDeps } from '../deps';
import { drawingRoutes } from './drawing-routes';
import { saveRoutes } from './save-routes';

/** Drawings saved to the account: save, autosave, list, open, publish, delete. */
export const drawingsRoutes = (deps: ModuleDeps) =>
  createApi().route('/', saveRoutes(deps)).route('/', drawingRoutes(deps));
