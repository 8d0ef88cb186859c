import { createApi } from '../../platform/http/api';
import { rateLimit, rateLimitBy, signedInAccount } from '../../platform/protection/rate-limit';
import type { ModuleDeps } from '../deps';
import { attemptRoutes } from './attempt-routes';
import { certificateRoutes } from './certificate-routes';
import { continueRoutes } from './continue-routes';
import { lessonRoutes } from './lesson-routes';
import { projectCommentRoutes } from './project-comment-routes';
import { projectRoutes } from './project-routes';
import { questionRoutes } from './question-routes';
import { reviewRoutes } from './review-routes';

/**
 * Taking a course: lessons, progress, certificates, reviews, questions, and exercises handed in
 * and critiqued on their timeline (decision 0010).
 */
export function classroomRoutes(deps: ModuleDeps) {
  const api = createApi();
  // A playing video saves its position every ten seconds or so; this leaves room for a few tabs.
  api.on(
    'POST',
    '/lessons/:id/progress',
    rateLimit(deps.rateLimiter, { name: 'progress', limit: 120, windowMs: 60_000 }),
  );
  // One budget per student for all they write here: reviews, questions, answers, hand-ins,
  // critique. The address's is ten students' worth, for a class behind one school address.
  // A drill's attempt is scored on arrival: a student finishes one every minute or so at most.
  api.on(
    'POST',
    '/lessons/:id/attempts',
    rateLimit(deps.rateLimiter, { name: 'drill-attempt', limit: 60, windowMs: 60_000 }),
    rateLimitBy(
      deps.rateLimiter,
      { name: 'drill-attempt-account', limit: 20, windowMs: 60_000 },
      signedInAccount,
    ),
  );
  const writes = [
    '/courses/:id/reviews',
    '/lessons/:id/questions',
    '/questions/:id/answers',
    '/projects',
    '/projects/:id/comments',
  ];
  const window = { windowMs: 600_000 };
  api.on(
    'POST',
    writes,
    rateLimit(deps.rateLimiter, { name: 'classroom-text', limit: 300, ...window }),
    rateLimitBy(
      deps.rateLimiter,
      { name: 'classroom-text-account', limit: 30, ...window },
      signedInAccount,
    ),
  );
  return api
    .route('/', lessonRoutes(deps))
    .route('/', attemptRoutes(deps))
    .route('/', certificateRoutes(deps))
    .route('/', continueRoutes(deps))
    .route('/', reviewRoutes(deps))
    .route('/', questionRoutes(deps))
    .route('/', projectRoutes(deps))
    .route('/', projectCommentRoutes(deps));
}
