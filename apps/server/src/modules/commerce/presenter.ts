import type { CartItem, Order, Payment, PaymentProviderName } from '@glossy/contract';
import { toDollars } from '../catalog/presenter';
import type { PaymentRow } from './payment-store';
import type { CartRow, OrderItemRow, OrderRow } from './store';

export const orderNumber = (number: number) => `GD-${number}`;

export function presentCartItem(row: CartRow): CartItem {
  return {
    _id: row.id,
    classI: row.courseId,
    name: row.name,
    price: toDollars(row.priceCents),
    Level: row.level,
    email: row.email,
    img: row.img,
  };
}

export function presentOrder(
  row: OrderRow,
  items: OrderItemRow[],
  provider: PaymentProviderName,
): Order {
  return {
    _id: row.id,
    number: orderNumber(row.number),
    status: row.status,
    total: toDollars(row.totalCents),
    discount: toDollars(row.discountCents),
    couponCode: row.couponCode,
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        classI: item.courseId,
        name: item.name,
        price: toDollars(item.priceCents),
        img: item.img,
      })),
    date: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    provider,
  };
}

export function presentPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    orderId: row.orderId,
    amount: toDollars(row.amountCents),
    discount: toDollars(row.discountCents),
    couponCode: row.couponCode,
    transactionId: row.transactionId,
    provider: row.provider,
    cardLast4: row.cardLast4,
    courses: row.courses,
    date: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
