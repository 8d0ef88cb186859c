import type { Receipt } from '@glossy/contract';
import { fullDate } from '../../../lib/format/dates';

/** Order number, date, card and transaction: what a buyer quotes when they write to us. */
export function ReceiptFacts({ receipt }: { receipt: Receipt }) {
  const payment = receipt.payment;
  const facts: [string, string][] = [
    ['Order number', receipt.number],
    ['Date', fullDate(receipt.paidAt ?? receipt.date)],
    ['Billed to', `${receipt.buyer.name} (${receipt.buyer.email})`],
  ];
  // Payments made before receipts kept no card digits: those receipts leave the line out.
  if (payment?.cardLast4) facts.push(['Card', `Card ending in ${payment.cardLast4}`]);
  if (payment) facts.push(['Transaction ID', payment.transactionId]);
  if (receipt.couponCode && receipt.discount > 0) {
    facts.push(['Coupon', `${receipt.couponCode}: $${receipt.discount.toFixed(2)} off`]);
  }
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-base-content/70">{term}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
