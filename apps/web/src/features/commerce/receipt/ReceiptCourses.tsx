import type { Receipt } from '@glossy/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../catalog/format';
import { learnPath } from '../../classroom/learn-path';

/** The courses of the order with their prices, each with its way in, and the total. */
export function ReceiptCourses({ receipt }: { receipt: Receipt }) {
  const paid = receipt.status === 'paid';
  return (
    <section aria-labelledby="receipt-courses" className="space-y-4">
      <h2 id="receipt-courses" className="font-display text-xl font-semibold">
        {receipt.items.length === 1 ? 'Your course' : 'Your courses'}
      </h2>
      <ul className="divide-base-300 border-base-300 divide-y border-y">
        {receipt.items.map((item) => (
          <li key={item.classI} className="flex flex-wrap items-center gap-4 py-4">
            <img
              src={item.img}
              alt=""
              width={96}
              height={62}
              className="rounded-field bg-base-200 aspect-[40/26] w-24 object-cover print:hidden"
            />
            <p className="min-w-0 flex-1 font-semibold">{item.name}</p>
            <p className="font-semibold tabular-nums">
              <span className="sr-only">Price: </span>
              {formatPrice(item.price)}
            </p>
            {paid && (
              <Link
                to={learnPath(item.classI)}
                className="btn btn-primary w-full sm:w-auto print:hidden"
                aria-label={`Start learning ${item.name}`}
              >
                Start learning
              </Link>
            )}
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between text-lg">
        <span className="font-semibold">Total</span>
        <span className="text-2xl font-semibold tabular-nums">{formatPrice(receipt.total)}</span>
      </p>
    </section>
  );
}
