import { createApi } from '../../platform/api';
import { sandboxPayments } from '../../platform/payments';
import type { ModuleDeps } from '../deps';
import { cartRoutes } from './cart-routes';
import { orderRoutes } from './order-routes';

/** Cart, checkout, payments and enrollments (DESIGN §1: real checkout at server-side prices). */
export function commerceRoutes(deps: ModuleDeps) {
  return createApi().route('/', cartRoutes(deps)).route('/', orderRoutes(deps, sandboxPayments()));
}
