import { createApi } from '../../platform/http/api';
import type { ModuleDeps } from '../deps';
import { captionsRoutes } from './captions-routes';
import { curriculumRoutes } from './curriculum-routes';
import { submissionRoutes } from './submission-routes';
import { submitRoutes } from './submit-routes';
import { videoRoutes } from './video-routes';

/** Instructor submissions, their curricula, videos and captions, and the admins' review (decision 0009). */
export function submissionsRoutes(deps: ModuleDeps) {
  return createApi()
    .route('/', submissionRoutes(deps))
    .route('/', submitRoutes(deps))
    .route('/', curriculumRoutes(deps))
    .route('/', videoRoutes(deps))
    .route('/', captionsRoutes(deps));
}
