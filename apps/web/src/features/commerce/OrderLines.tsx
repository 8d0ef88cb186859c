import type { Order } from '@glossy/contract';
import type { ReactNode } from 'react';
import { formatPrice } from '../../lib/format/course-format';

type OrderItem = Order['items'][number];

interface OrderLinesProps {
  order: Pick<Order, 'items' | 'total' | 'discount' | 'couponCode'>;
  label: string;
  /** What the buyer can do with one course, beside its price (the receipt's Start learning). */
  action?: (item: OrderItem) => ReactNode;
}

/** The courses of an order with their prices, and the total: as paid for, and as the receipt shows it. */
export function OrderLines({ order, label, action }: OrderLinesProps) {
  return (
    <div>
      <ul aria-label={label} className="divide-base-300 divide-y">
        {order.items.map((item) => (
          <li key={item.classI} className="flex flex-wrap items-center gap-4 py-3">
            <img
              src={item.img}
              alt=""
              width={80}
              height={52}
              decoding="async"
              className="bg-base-200 rounded-field aspect-[40/26] w-20 shrink-0 object-cover print:hidden"
            />
            <span className="min-w-0 flex-1 font-medium">{item.name}</span>
            <span className="tabular-nums">
              <span className="sr-only">Price: </span>
              {formatPrice(item.price)}
            </span>
            {action?.(item)}
          </li>
        ))}
      </ul>
      {order.discount > 0 && (
        <p className="border-base-300 flex justify-between border-t pt-3">
          <span>Coupon {order.couponCode}</span>
          <span className="tabular-nums">
            <span className="sr-only">Discount: </span>−{formatPrice(order.discount)}
          </span>
        </p>
      )}
      <p className="border-base-300 flex justify-between border-t pt-3 text-lg font-semibold">
        <span>Total</span>
        <span className="tabular-nums">{formatPrice(order.total)}</span>
      </p>
    </div>
  );
}
