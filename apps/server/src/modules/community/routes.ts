import { createApi } from '../../platform/http/api';
import type { ModuleDeps } from '../deps';
import { portfolioRoutes } from './portfolio-routes';
import { postRoutes } from './post-routes';
import { profileRoutes } from './profile-routes';

/** Posts, likes, comments, profiles (spec §2 Profile and All posts) and artists' portfolios. */
export const communityRoutes = (deps: ModuleDeps) =>
  createApi()
    .route('/', postRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', portfolioRoutes(deps));
