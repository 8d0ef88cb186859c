import type { CartItem, Order, Payment } from '@glossy/contract';
import { vi } from 'vitest';
import MyCartPage from '../../src/features/commerce/MyCartPage';
import MyCoursesPage from '../../src/features/commerce/MyCoursesPage';
import PaymentPage from '../../src/features/commerce/PaymentPage';
import ReceiptPage from '../../src/features/commerce/receipt/ReceiptPage';
import { renderInDashboard, signedIn } from '../dashboard/render';

export { polyfillDialog } from '../community/harness';
export { callsTo, signedIn, stubServer, type Reply } from '../dashboard/render';

export const cartPath = `/api/addClass/${encodeURIComponent(signedIn.email)}`;

/** Renders the commerce screens inside the real dashboard layout, signed in as `signedIn`. */
export function renderCommerce(url: string) {
  return renderInDashboard(
    [
      { path: 'mycart', element: <MyCartPage /> },
      { path: 'payment', element: <PaymentPage /> },
      { path: 'payment/:orderId', element: <ReceiptPage /> },
      { path: 'mycourses', element: <MyCoursesPage /> },
    ],
    url,
  );
}

/** Replaces window.location with a copy whose assign() records where the page sent the browser. */
export function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

/** The JSON body a stubbed request was sent with, if any. */
export const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;

export const cartItems: CartItem[] = [
  {
    _id: 'ca000000-0000-4000-8000-000000000001',
    classI: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'Foundations of Drawing',
    price: 49,
    Level: 'Beginner',
    email: signedIn.email,
    img: '/media/courses/course-01.webp',
  },
  {
    _id: 'ca000000-0000-4000-8000-000000000002',
    classI: 'c0ffee00-0000-4000-8000-000000000002',
    name: 'Watercolour Skies',
    price: 29.99,
    Level: 'Intermediate',
    email: signedIn.email,
    img: '/media/courses/course-02.webp',
  },
];

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o0000000-0000-4000-8000-000000000001',
    number: 'GD-1001',
    status: 'pending',
    total: 49,
    discount: 0,
    couponCode: null,
    items: [
      {
        classI: cartItems[0]!.classI,
        name: cartItems[0]!.name,
        price: 49,
        img: cartItems[0]!.img,
      },
    ],
    date: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    provider: 'sandbox',
    ...overrides,
  };
}

export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'p0000000-0000-4000-8000-000000000001',
    orderId: 'o0000000-0000-4000-8000-000000000009',
    amount: 59.5,
    discount: 0,
    couponCode: null,
    transactionId: 'sandbox_tx_0001',
    provider: 'sandbox',
    cardLast4: '4242',
    courses: ['Ink and Line'],
    date: '2026-10-02T09:30:00.000Z',
    refundedAt: null,
    ...overrides,
  };
}
