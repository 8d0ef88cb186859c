import type { Payment } from '@glossy/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format/course-format';
import { fullDate } from '../../lib/format/dates';
import { Cell, Row, SkeletonRows, TableFrame } from '../../components/ui/TableFrame';

const headers = ['#', 'Date', 'Courses', 'Amount', 'Transaction ID', 'Receipt'] as const;
const label = 'Your payments';

/** Where the receipt of an order is shown. */
export const receiptPath = (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`;

/** Newest first whatever order they arrive in; an unreadable date sorts last. */
export function newestFirst(payments: readonly Payment[]): Payment[] {
  const time = (payment: Payment) => Date.parse(payment.date) || 0;
  return [...payments].sort((a, b) => time(b) - time(a));
}

/** Each payment opens its order's receipt. On a phone each payment is a card. */
export function PaymentHistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <TableFrame label={label} headers={headers}>
      {newestFirst(payments).map((payment, index) => {
        const courses = payment.courses.join(', ');
        return (
          <Row key={payment._id}>
            <Cell kind="lead" className="text-base-content/70 tabular-nums">
              {index + 1}
            </Cell>
            <Cell label={headers[1]} className="whitespace-nowrap">
              {fullDate(payment.date)}
            </Cell>
            <Cell kind="title" className="font-medium">
              {courses}
            </Cell>
            <Cell label={headers[3]} className="font-semibold tabular-nums">
              {formatPrice(payment.amount)}
              {payment.couponCode && (
                <span className="text-base-content/75 block text-xs font-normal">
                  with {payment.couponCode} (−{formatPrice(payment.discount)})
                </span>
              )}
              {payment.refundedAt && (
                <span className="badge badge-ghost badge-sm ml-2 font-normal">Refunded</span>
              )}
            </Cell>
            <Cell label={headers[4]} className="text-base-content/80 font-mono text-sm break-all">
              {payment.transactionId}
            </Cell>
            <Cell kind="action">
              <Link
                to={receiptPath(payment.orderId)}
                className="btn btn-outline btn-sm whitespace-nowrap"
                aria-label={`Receipt for order: ${courses}, ${fullDate(payment.date)}`}
              >
                Receipt
              </Link>
            </Cell>
          </Row>
        );
      })}
    </TableFrame>
  );
}

export function PaymentHistorySkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <TableFrame label={label} headers={headers} busy>
      <SkeletonRows
        rows={rows}
        cells={['h-4 w-5', 'h-4 w-40', 'h-4 w-44', 'h-4 w-14', 'h-4 w-32', 'h-8 w-20']}
      />
    </TableFrame>
  );
}
