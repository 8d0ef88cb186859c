import { createApi } from '../../platform/http/api';
import { rateLimit } from '../../platform/protection/rate-limit';
import type { ModuleDeps } from '../deps';
import { chatRoutes } from './chat-routes';
import { eventRoutes } from './event-routes';
import { registrationRoutes } from './registration-routes';

/** Events, their registrations and their sessions' chat; the room's socket is room/live-hub. */
export function liveRoutes(deps: ModuleDeps) {
  const api = createApi();
  api.use(
    '/events/:id/registrations',
    rateLimit(deps.rateLimiter, { name: 'event-registrations', limit: 30, windowMs: 60_000 }),
  );
  return api
    .route('/', eventRoutes(deps))
    .route('/', registrationRoutes(deps))
    .route('/', chatRoutes(deps));
}
