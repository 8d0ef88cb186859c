import type { Payment } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anOrder,
  aPayment,
  callsTo,
  renderCommerce,
  signedIn,
  stubLocationAssign,
  stubServer,
} from './render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const order = anOrder({ provider: 'stripe' });
const stripePage = 'https://checkout.stripe.test/c/pay/cs_test_a1';
const paidByStripe = aPayment({
  orderId: order._id,
  amount: order.total,
  provider: 'stripe',
  transactionId: 'pi_test_42',
  cardLast4: null,
  courses: order.items.map((item) => item.name),
});

describe('Stripe Checkout', () => {
  it('asks for no card here: Pay goes to Stripe’s page for the order', async () => {
    const fetchMock = stubServer('student', (url, init) => {
      if (url.pathname === '/api/orders') return { body: [order] };
      if (url.pathname === '/api/payments') return { body: [] };
      if (init.method === 'POST' && url.pathname === `/api/orders/${order._id}/checkout`) {
        return { body: { url: stripePage } };
      }
      return undefined;
    });
    const assign = stubLocationAssign();
    renderCommerce(`/dashboard/payment?order=${order._id}`);

    const section = within(await screen.findByRole('region', { name: 'Plz Payment' }));
    expect(section.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(section.getByText(/your card number never reaches Glossy Drawer/)).toBeTruthy();
    await userEvent.setup().click(section.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(stripePage));
    expect(callsTo(fetchMock, 'POST', `/api/orders/${order._id}/checkout`)).toHaveLength(1);
    // While the browser leaves, a second click opens nothing more.
    expect(section.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);
  });

  it('back from Stripe before its webhook, the receipt asks again until the payment is in', async () => {
    let asked = 0;
    const fetchMock = stubServer('student', (url) => {
      if (url.pathname !== `/api/orders/${order._id}`) return undefined;
      asked += 1;
      const paid = asked >= 2;
      return {
        body: {
          ...order,
          status: paid ? 'paid' : 'pending',
          paidAt: paid ? paidByStripe.date : null,
          payment: paid ? paidByStripe : null,
          buyer: { name: 'Sam', email: signedIn.email },
        },
      };
    });
    const { queryClient } = renderCommerce(`/dashboard/payment/${order._id}?session_id=cs_test_a1`);
    const enrolledKey = ['enrollments', signedIn.email];
    queryClient.setQueryData(enrolledKey, []);

    const confirming = await screen.findByText(/Stripe is confirming/);
    expect(confirming.closest('[role="status"]')).not.toBeNull();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Payment successful' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', `/api/orders/${order._id}`).length).toBeGreaterThanOrEqual(2);
    expect(within(screen.getByRole('article')).getByText('pi_test_42')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(enrolledKey)?.isInvalidated).toBe(true));
  });

  it('a refunded order and payment say so', async () => {
    const refunded: Payment = { ...paidByStripe, refundedAt: '2026-11-25T10:00:00.000Z' };
    stubServer('student', (url) => {
      if (url.pathname === '/api/orders') return { body: [{ ...order, status: 'refunded' }] };
      if (url.pathname === '/api/payments') return { body: [refunded] };
      if (url.pathname === `/api/orders/${order._id}`) {
        return {
          body: {
            ...order,
            status: 'refunded',
            payment: refunded,
            buyer: { name: 'Sam', email: signedIn.email },
          },
        };
      }
      return undefined;
    });
    renderCommerce('/dashboard/payment');
    const row = (await screen.findByRole('rowheader', { name: order.items[0]!.name })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Refunded')).toBeTruthy();
    cleanup();

    renderCommerce(`/dashboard/payment/${order._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This order was refunded' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('article')).getByText('Refunded')).toBeTruthy();
  });
});
