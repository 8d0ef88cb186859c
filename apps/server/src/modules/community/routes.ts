import { createApi } from '../../platform/http/api';
import type { ModuleDeps } from '../deps';
import { postRoutes } from './post-routes';
import { profileRoutes } from './profile-routes';

/** Posts, likes, comments and profiles (spec §2 Profile and All posts). */
export const communityRoutes = (deps: ModuleDeps) =>
  createApi().route('/', postRoutes(deps)).route('/', profileRoutes(deps));
