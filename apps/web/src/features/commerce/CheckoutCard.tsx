import type { Order } from '@glossy/contract';
import { Link } from 'react-router';
import { formatPrice } from '../catalog/format';
import type { PaidAnswer } from '@glossy/contract';
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
        <div>
          <ul aria-label="Courses in this order" className="divide-y divide-base-300">
            {order.items.map((item) => (
              <li key={item.classI} className="flex items-center gap-4 py-3">
                <img
                  src={item.img}
                  alt=""
                  width={80}
                  height={52}
                  decoding="async"
                  className="bg-base-200 aspect-[40/26] w-20 shrink-0 rounded-field object-cover"
                />
                <span className="flex-1 font-medium">{item.name}</span>
                <span className="tabular-nums">{formatPrice(item.price)}</span>
              </li>
            ))}
          </ul>
          <p className="border-base-300 flex justify-between border-t pt-3 text-lg font-semibold">
            <span>Total</span>
            <span className="tabular-nums">{formatPrice(order.total)}</span>
          </p>
        </div>
        <PaymentForm key={order._id} order={order} onPaid={onPaid} />
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
