import type { Payment } from '@glossy/contract';
import { formatPrice } from '../catalog/format';
import { fullDate } from '../community/format-date';
import { SkeletonRows, TableFrame } from '../../components/ui/TableFrame';

const headers = ['#', 'Date', 'Courses', 'Amount', 'Transaction ID'];
const label = 'Your payments';

/** Newest first whatever order they arrive in; an unreadable date sorts last. */
export function newestFirst(payments: readonly Payment[]): Payment[] {
  const time = (payment: Payment) => Date.parse(payment.date) || 0;
  return [...payments].sort((a, b) => time(b) - time(a));
}

export function PaymentHistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <TableFrame
      label={label}
      headers={headers}
      scrollHint="Scroll the table sideways to see amounts and transaction ids."
    >
      {newestFirst(payments).map((payment, index) => (
        <tr key={payment._id} className="hover:bg-base-200/60">
          <td className="text-base-content/70 tabular-nums">{index + 1}</td>
          <td className="whitespace-nowrap">{fullDate(payment.date)}</td>
          <th scope="row" className="font-medium">
            {payment.courses.join(', ')}
          </th>
          <td className="font-semibold tabular-nums">{formatPrice(payment.amount)}</td>
          <td className="text-base-content/80 font-mono text-sm break-all">
            {payment.transactionId}
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}

export function PaymentHistorySkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <TableFrame label={label} headers={headers} busy>
      <SkeletonRows
        rows={rows}
        cells={['h-4 w-5', 'h-4 w-40', 'h-4 w-44', 'h-4 w-14', 'h-4 w-32']}
      />
    </TableFrame>
  );
}
