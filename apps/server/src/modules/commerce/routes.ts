import { createApi } from '../../platform/api';
import { sandboxPayments } from '../../platform/payments';
import type { ModuleDeps } from '../deps';
import { cartRoutes } from './cart-routes';
import { courseStateRoutes } from './course-state-routes';
import { orderRoutes } from './order-routes';
import { receiptRoutes } from './receipt-routes';

/** Cart, checkout, payments and enrollments (DESIGN §1: real checkout at server-side prices). */
export function commerceRoutes(deps: ModuleDeps) {
  return createApi()
    .route('/', cartRoutes(deps))
    .route('/', courseStateRoutes(deps))
    .route('/', orderRoutes(deps, sandboxPayments()))
    .route('/', receiptRoutes(deps));
}
