import type { Order } from '@glossy/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format/course-format';
import type { PaidAnswer } from '@glossy/contract';
import { HostedCheckoutButton } from './HostedCheckoutButton';
import { CouponForm } from './CouponForm';
import { OrderLines } from './OrderLines';
import { RefundPolicy } from './RefundPolicy';
import { PaymentForm } from './PaymentForm';

interface CheckoutCardProps {
  order: Order;
  /** Other orders still waiting, each reachable by its own `?order=` link. */
  others: Order[];
  onPaid(answer: PaidAnswer): void;
}

const courseNames = (order: Order) => order.items.map((item) => item.name).join(', ');

/** Spec §2 "Payment": heading 'Plz Payment', what is being bought, the card and Pay. */
export function CheckoutCard({ order, others, onPaid }: CheckoutCardProps) {
  return (
    <section aria-labelledby="checkout-title" className="card-art p-5 sm:p-6">
      <h2 id="checkout-title" className="font-display mb-5 text-2xl font-semibold">
        Plz Payment
      </h2>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div className="space-y-5">
          <OrderLines order={order} label="Courses in this order" />
          <CouponForm key={order._id} order={order} />
          <RefundPolicy />
        </div>
        {order.provider === 'stripe' ? (
          <HostedCheckoutButton key={order._id} order={order} />
        ) : (
          <PaymentForm key={order._id} order={order} onPaid={onPaid} />
        )}
      </div>
      {others.length > 0 && (
        <nav
          aria-label="Other orders waiting"
          className="border-base-300 mt-6 border-t pt-4 text-sm"
        >
          <p className="text-base-content/75 mb-2">Also waiting for payment:</p>
          <ul className="flex flex-col gap-1">
            {others.map((other) => (
              <li key={other._id}>
                <Link to={`?order=${encodeURIComponent(other._id)}`} className="link link-primary">
                  {courseNames(other)} ({formatPrice(other.total)})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
