import { createApi } from '../../platform/api';
import { rateLimit } from '../../platform/rate-limit';
import type { ModuleDeps } from '../deps';
import { certificateRoutes } from './certificate-routes';
import { lessonRoutes } from './lesson-routes';
import { projectCommentRoutes } from './project-comment-routes';
import { projectRoutes } from './project-routes';
import { questionRoutes } from './question-routes';
import { reviewRoutes } from './review-routes';

/**
 * Taking a course: lessons, progress, certificates, reviews, questions, and exercises handed in
 * and critiqued on their timeline (DESIGN §5).
 */
export function classroomRoutes(deps: ModuleDeps) {
  const api = createApi();
  // A playing video saves its position every ten seconds or so; this leaves room for a few tabs.
  api.on(
    'POST',
    '/lessons/:id/progress',
    rateLimit(deps.rateLimiter, { name: 'progress', limit: 120, windowMs: 60_000 }),
  );
  // One budget for all a student writes here: reviews, questions, answers, hand-ins, critique.
  api.on(
    'POST',
    [
      '/courses/:id/reviews',
      '/lessons/:id/questions',
      '/questions/:id/answers',
      '/projects',
      '/projects/:id/comments',
    ],
    rateLimit(deps.rateLimiter, { name: 'classroom-text', limit: 30, windowMs: 600_000 }),
  );
  return api
    .route('/', lessonRoutes(deps))
    .route('/', certificateRoutes(deps))
    .route('/', reviewRoutes(deps))
    .route('/', questionRoutes(deps))
    .route('/', projectRoutes(deps))
    .route('/', projectCommentRoutes(deps));
}
