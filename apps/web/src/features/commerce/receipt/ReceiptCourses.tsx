import type { Receipt } from '@glossy/contract';
import { Link } from 'react-router';
import { learnPath } from '../../../lib/paths/learn-path';
import { OrderLines } from '../OrderLines';

/** The courses of the order with their prices, each with its way in once paid, and the total. */
export function ReceiptCourses({ receipt }: { receipt: Receipt }) {
  const heading = receipt.items.length === 1 ? 'Your course' : 'Your courses';
  return (
    <section aria-labelledby="receipt-courses" className="space-y-3">
      <h2 id="receipt-courses" className="font-display text-xl font-semibold">
        {heading}
      </h2>
      <OrderLines
        order={receipt}
        label={heading}
        action={
          receipt.status === 'paid'
            ? (item) => (
                <Link
                  to={learnPath(item.classI)}
                  className="btn btn-primary w-full sm:w-auto print:hidden"
                  aria-label={`Start learning ${item.name}`}
                >
                  Start learning
                </Link>
              )
            : undefined
        }
      />
    </section>
  );
}
