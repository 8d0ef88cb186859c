import type { Receipt } from '@glossy/contract';
import { fullDate } from '../../community/format-date';

/** Order number, date, card and transaction: what a buyer quotes when they write to us. */
export function ReceiptFacts({ receipt }: { receipt: Receipt }) {
  const payment = receipt.payment;
  const facts: [string, string][] = [
    ['Order number', receipt.number],
    ['Date', fullDate(receipt.paidAt ?? receipt.date)],
    ['Billed to', `${receipt.buyer.name} (${receipt.buyer.email})`],
  ];
  if (payment) {
    facts.push(
      ['Card', payment.cardLast4 ? `Card ending in ${payment.cardLast4}` : 'Card'],
      ['Transaction ID', payment.transactionId],
    );
  }
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-base-content/70">{term}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
