import { createApi } from '../../platform/api';
import type { ModuleDeps } from '../deps';
import { postRoutes } from './post-routes';
import { profileRoutes } from './profile-routes';
import { uploadRoutes } from './upload-routes';

/** Posts, likes, comments, profiles and picture uploads (spec §2 Profile and All posts). */
export const communityRoutes = (deps: ModuleDeps) =>
  createApi()
    .route('/', postRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', uploadRoutes(deps));

export { uploadedFiles } from './upload-routes';
