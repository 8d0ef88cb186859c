import type { Order, Payment } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anOrder,
  aPayment,
  bodyOf,
  callsTo,
  renderCommerce,
  signedIn,
  stubServer,
  type Reply,
} from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const older = anOrder();
const newer = anOrder({
  _id: 'o0000000-0000-4000-8000-000000000002',
  total: 78.99,
  date: '2026-11-21T10:00:00.000Z',
  items: [
    { classI: 'c1', name: 'Watercolour Skies', price: 29.99, img: '/media/courses/course-02.webp' },
    { classI: 'c2', name: 'Ink and Line', price: 49, img: '/media/courses/course-03.webp' },
  ],
});
const earlier = aPayment();
const paidNow = aPayment({
  _id: 'p0000000-0000-4000-8000-000000000002',
  orderId: older._id,
  amount: 49,
  transactionId: 'sandbox_tx_0002',
  courses: ['Foundations of Drawing'],
  date: '2026-11-22T10:00:00.000Z',
});

const payPath = (order: Order) => `/api/orders/${order._id}/pay`;

/**
 * A server with these orders (newest first) and payments; paying `older` with the success card
 * marks it paid and records `paidNow`, and `pay` may answer otherwise.
 */
function paymentServer({
  orders = [newer, older],
  payments = [earlier],
  pay,
}: { orders?: Order[]; payments?: Payment[]; pay?: (cardNumber: string) => Reply } = {}) {
  let state = { orders, payments };
  return stubServer('student', (url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/orders') return { body: state.orders };
    if (method === 'GET' && url.pathname === '/api/payments') return { body: state.payments };
    if (method === 'POST' && url.pathname === payPath(older)) {
      const { cardNumber } = bodyOf(init) as { cardNumber: string };
      if (pay) return pay(cardNumber);
      state = {
        orders: state.orders.map((order) =>
          order._id === older._id ? { ...order, status: 'paid', paidAt: paidNow.date } : order,
        ),
        payments: [paidNow, ...state.payments],
      };
      return { body: { url: `/dashboard/payment/${older._id}`, payment: paidNow } };
    }
    if (method === 'GET' && url.pathname === `/api/orders/${older._id}`) {
      const order = state.orders.find((one) => one._id === older._id)!;
      const paid = order.status === 'paid';
      return {
        body: {
          ...order,
          payment: paid ? paidNow : null,
          buyer: { name: 'Sam', email: signedIn.email },
        },
      };
    }
    return undefined;
  });
}

const cardField = () => screen.findByRole('textbox', { name: 'Card number' });
const checkout = () => screen.findByRole('region', { name: 'Plz Payment' });

describe('Payment', () => {
  it('shows the order checkout sent the browser with, its courses, total and the test cards', async () => {
    paymentServer();
    renderCommerce(`/dashboard/payment?order=${older._id}`);

    const section = within(await checkout());
    expect(section.getByRole('heading', { level: 2 }).textContent).toBe('Plz Payment');
    const courses = section.getByRole('list', { name: 'Courses in this order' });
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Foundations of DrawingPrice: $49']);
    expect(section.getByText('Total').parentElement?.textContent).toBe('Total$49');
    const field = await cardField();
    const hint = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain('4242 4242 4242 4242 pays');
    expect(hint.textContent).toContain('4000 0000 0000 0002 is declined');
    expect(section.getByRole('button', { name: 'Pay' })).toBeTruthy();
    // The other waiting order is one click away.
    expect(
      section
        .getByRole('link', { name: 'Watercolour Skies, Ink and Line ($78.99)' })
        .getAttribute('href'),
    ).toBe(`/dashboard/payment?order=${newer._id}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Payments');
    await waitFor(() => expect(document.title).toBe('Glossy Drawer | Payment History'));
  });

  it('without ?order= shows the newest order that waits', async () => {
    paymentServer({ orders: [{ ...newer, status: 'paid' }, older] });
    renderCommerce('/dashboard/payment');
    const section = within(await checkout());
    expect(section.getByText('Foundations of Drawing')).toBeTruthy();
    expect(section.queryByText('Watercolour Skies')).toBeNull();
    expect(section.queryByRole('navigation', { name: 'Other orders waiting' })).toBeNull();
  });

  it('pays with the card, says so, and lands on the receipt with a way into each course', async () => {
    const fetchMock = paymentServer({ orders: [older] });
    const { queryClient } = renderCommerce(`/dashboard/payment?order=${older._id}`);
    const user = userEvent.setup();
    const cartKey = ['cart', signedIn.email];
    queryClient.setQueryData(cartKey, []);

    await user.type(await cardField(), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment successful')).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', payPath(older)) as [[unknown, RequestInit]];
    expect(bodyOf(init)).toEqual({ cardNumber: '4242 4242 4242 4242' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/dashboard/payment/${older._id}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeTruthy();
    const receipt = screen.getByRole('article', { name: `Receipt for order ${older.number}` });
    expect(within(receipt).getByText('Card ending in 4242')).toBeTruthy();
    expect(within(receipt).getByText('sandbox_tx_0002')).toBeTruthy();
    expect(
      within(receipt)
        .getByRole('link', { name: 'Start learning Foundations of Drawing' })
        .getAttribute('href'),
    ).toBe(`/learn/${older.items[0]!.classI}`);
    // The cart changed too (its courses are owned now): it is marked for refetching.
    expect(queryClient.getQueryState(cartKey)?.isInvalidated).toBe(true);
    expect(callsTo(fetchMock, 'GET', '/api/orders')).toHaveLength(2);
  });

  it("shows a declined card's message under the field", async () => {
    const fetchMock = paymentServer({
      orders: [older],
      pay: () => ({
        status: 400,
        body: {
          error: {
            code: 'bad_request',
            message: 'Your card was declined.',
            fields: { cardNumber: 'Your card was declined.' },
          },
        },
      }),
    });
    renderCommerce('/dashboard/payment');
    const user = userEvent.setup();
    const field = await cardField();
    await user.type(field, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const message = await screen.findByText('Your card was declined.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(callsTo(fetchMock, 'POST', payPath(older))).toHaveLength(1);
    // Not paid: nothing was refreshed as after a payment.
    expect(callsTo(fetchMock, 'GET', '/api/payments')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Plz Payment' })).toBeTruthy();

    // Typing again clears the old verdict.
    await user.type(field, '1');
    expect(screen.queryByText('Your card was declined.')).toBeNull();
  });

  it('catches a mistyped number before sending it', async () => {
    const fetchMock = paymentServer({ orders: [older] });
    renderCommerce('/dashboard/payment');
    const user = userEvent.setup();
    const field = await cardField();
    await user.type(field, '4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const message = await screen.findByText('Enter the 16 digits of the card number');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(callsTo(fetchMock, 'POST', payPath(older))).toHaveLength(0);
  });

  it('explains an order that was paid meanwhile, and refreshes the page', async () => {
    const fetchMock = paymentServer({
      orders: [older],
      pay: () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'This order is already paid.' } },
      }),
    });
    renderCommerce('/dashboard/payment');
    const user = userEvent.setup();
    await user.type(await cardField(), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This order is already paid.');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/orders')).toHaveLength(2));
  });

  it('lists payments newest first with dates, courses, amounts and transaction ids', async () => {
    paymentServer({ orders: [], payments: [earlier, paidNow] });
    renderCommerce('/dashboard/payment');

    const table = (await screen.findByRole('rowheader', { name: 'Ink and Line' })).closest(
      'table',
    )!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Date', 'Courses', 'Amount', 'Transaction ID', 'Receipt']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^1November 22, 2026.*Foundations of Drawing\$49sandbox_tx_0002Receipt$/,
      ),
      expect.stringMatching(/^2October 2, 2026.*Ink and Line\$59\.50sandbox_tx_0001Receipt$/),
    ]);
    // Each payment opens its order's receipt.
    const receipts = rows.map((row) =>
      within(row).getByRole('link', { name: /^Receipt for order/ }),
    );
    expect(receipts.map((link) => link.getAttribute('href'))).toEqual([
      `/dashboard/payment/${paidNow.orderId}`,
      `/dashboard/payment/${earlier.orderId}`,
    ]);
    expect(receipts[0]!.getAttribute('aria-label')).toMatch(
      /^Receipt for order: Foundations of Drawing, November 22, 2026/,
    );
    expect(screen.queryByRole('region', { name: 'Plz Payment' })).toBeNull();
  });

  it('says there are no payments yet, and nothing waits to be paid', async () => {
    paymentServer({ orders: [{ ...older, status: 'paid' }], payments: [] });
    renderCommerce('/dashboard/payment');
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses',
    );
    expect(screen.queryByRole('region', { name: 'Plz Payment' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
