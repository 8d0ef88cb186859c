import { createApi } from '../../platform/http/api';
import { paymentProvider } from './payments';
import type { ModuleDeps } from '../deps';
import { cartRoutes } from './cart-routes';
import { courseStateRoutes } from './course-state-routes';
import { enrolRoutes } from './enrol-routes';
import { hostedCheckout } from './hosted-checkout';
import { couponRoutes } from './coupon-routes';
import { orderCouponRoutes } from './order-coupon-routes';
import { orderRoutes } from './order-routes';
import { refundRoutes } from './refund-routes';
import { wishlistRoutes } from './wishlist-routes';
import { receiptRoutes } from './receipt-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/**
 * Cart, checkout, payments and enrollments (decision 0008: real checkout at server-side prices);
 * a free course is enrolled in without any of them (decision 0031). Wishlist, coupons and refunds
 * (decision 0111).
 */
export function commerceRoutes(deps: ModuleDeps) {
  const payments = paymentProvider(deps.config);
  const hosted = payments.kind === 'hosted' ? hostedCheckout(deps, payments) : null;
  const api = createApi()
    .route('/', cartRoutes(deps))
    .route('/', courseStateRoutes(deps))
    .route('/', enrolRoutes(deps))
    .route('/', orderRoutes(deps, payments, hosted))
    .route('/', receiptRoutes(deps, payments, hosted));
  // Mounted apart from the chain: their route types added to it exceed what the compiler carries.
  api.route('/', couponRoutes(deps));
  api.route('/', orderCouponRoutes(deps, payments, hosted));
  api.route('/', wishlistRoutes(deps));
  api.route('/', refundRoutes(deps, hosted));
  if (hosted) api.route('/', stripeWebhookRoutes(deps, hosted));
  return api;
}
