import { refundPolicy, type PaymentProviderName, type Receipt } from '@glossy/contract';
import type { UserRecord } from '../../platform/http/context';
import type { Mailer } from '../../platform/mail/mail';
import type { Notifications } from '../notifications/service';
import { presentOrder, presentPayment } from './presenter';
import type { commerceStore, OrderRow } from './store';

type CommerceStore = ReturnType<typeof commerceStore>;

/** An order with its courses, the payment that paid it (if any) and who bought it. */
export async function receiptOf(
  store: CommerceStore,
  order: OrderRow,
  buyer: Pick<UserRecord, 'name' | 'email'>,
  provider: PaymentProviderName,
): Promise<Receipt> {
  const items = await store.itemsOf([order.id]);
  const [payment] = await store.paymentsOf(order.userId, order.id);
  return {
    ...presentOrder(order, items, provider),
    payment: payment ? presentPayment(payment) : null,
    buyer: { name: buyer.name, email: buyer.email },
  };
}

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** The receipt as a plain-text mail: what the confirmation page shows, and where to find it. */
export function receiptMail(receipt: Receipt, publicUrl: string) {
  const paid = receipt.payment;
  const width = Math.max(...receipt.items.map((item) => item.name.length), 5);
  const lines = [
    `Hello ${receipt.buyer.name},`,
    '',
    'Thank you for your purchase. Here is your receipt.',
    '',
    `Order number: ${receipt.number}`,
    `Date: ${new Date(receipt.paidAt ?? receipt.date).toUTCString()}`,
    '',
    ...receipt.items.map((item) => `${item.name.padEnd(width)}  ${dollars(item.price)}`),
    ...(receipt.discount > 0
      ? [`${`Coupon ${receipt.couponCode ?? ''}`.padEnd(width)} -${dollars(receipt.discount)}`]
      : []),
    `${'Total'.padEnd(width)}  ${dollars(receipt.total)}`,
    '',
  ];
  if (paid) {
    lines.push(
      `Paid by card ending in ${paid.cardLast4 ?? '····'}`,
      `Transaction: ${paid.transactionId}`,
      '',
    );
  }
  lines.push(
    'Start learning:',
    ...receipt.items.map((item) => `  ${item.name}: ${publicUrl}/learn/${item.classI}`),
    '',
    `Refund policy: ${refundPolicy.text}`,
    '',
    `Your receipt online: ${publicUrl}/dashboard/payment/${receipt._id}`,
    '',
    'Glossy Drawer',
  );
  return {
    to: receipt.buyer.email,
    subject: `Your Glossy Drawer receipt ${receipt.number}`,
    text: lines.join('\n'),
  };
}

/**
 * Puts the receipt in the bell and mails it (unless the buyer chose not); a mail that cannot be
 * stored is logged, never a failed payment.
 */
export async function sendReceipt(
  { mailer, notifications }: { mailer: Mailer; notifications: Notifications },
  receipt: Receipt,
  publicUrl: string,
  onError: (err: unknown) => void,
) {
  await notifications.tell(
    {
      to: { email: receipt.buyer.email },
      kind: 'receipt',
      title: `Receipt ${receipt.number}`,
      text: `Thank you for your purchase: ${receipt.items.map((item) => item.name).join(', ')}.`,
      link: `/dashboard/payment/${receipt._id}`,
    },
    () => mailer.send(receiptMail(receipt, publicUrl)).catch(onError),
  );
}
