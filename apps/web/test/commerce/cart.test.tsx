import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  callsTo,
  cartItems,
  cartPath,
  polyfillDialog,
  renderCommerce,
  stubLocationAssign,
  stubServer,
} from './render';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const [drawing, skies] = cartItems as [(typeof cartItems)[0], (typeof cartItems)[0]];
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr')!;

/** A server whose cart holds `items` until one is deleted. */
function cartServer(items = cartItems) {
  let cart = items;
  return stubServer('student', (url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.pathname === cartPath) return { body: cart };
    if (method === 'DELETE' && url.pathname.startsWith('/api/addClass/')) {
      const id = decodeURIComponent(url.pathname.split('/').pop()!);
      cart = cart.filter((item) => item._id !== id);
      return { body: { deletedCount: 1 } };
    }
    if (method === 'POST' && url.pathname === `/api/order/${drawing._id}`) {
      return { status: 201, body: { url: '/dashboard/payment?order=o-one' } };
    }
    if (method === 'POST' && url.pathname === '/api/order') {
      return { status: 201, body: { url: '/dashboard/payment?order=o-all' } };
    }
    return undefined;
  });
}

describe('My Cart', () => {
  it('lists the selected courses in the spec’s table, with the total and a way back', async () => {
    const fetchMock = cartServer();
    renderCommerce('/dashboard/mycart');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My Cart');
    await waitFor(() => expect(document.title).toBe('Glossy Drawer | My Cart'));
    // The loading skeleton is a table of the same name: wait for the rows themselves.
    await rowOf(drawing.name);
    const table = screen.getByRole('table', { name: 'Courses in your cart' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Img', 'Name', 'Price', 'Pay', 'Delete']);
    // Each row: number, price, and the row's own Pay and Delete buttons.
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = within(row).getAllByRole('cell');
        const button = (cell: HTMLElement) =>
          within(cell).getByRole('button').getAttribute('aria-label');
        return [cells[0]!.textContent, cells[2]!.textContent, button(cells[3]!), button(cells[4]!)];
      });
    expect(rows).toEqual([
      ['1', '$49', `Pay for ${drawing.name}`, `Delete ${drawing.name}`],
      ['2', '$29.99', `Pay for ${skies.name}`, `Delete ${skies.name}`],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([drawing.name, skies.name]);
    const image = (await rowOf(drawing.name)).querySelector('img')!;
    expect(image.getAttribute('src')).toBe(drawing.img);
    expect(screen.getByText('Total:').textContent).toBe('Total: $78.99');
    expect(screen.getByRole('link', { name: '← Back to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(callsTo(fetchMock, 'GET', cartPath)).toHaveLength(1);
  });

  it('opens at /dashboard/myCart too, where Select lands', async () => {
    cartServer();
    renderCommerce('/dashboard/myCart');
    expect(await screen.findByRole('rowheader', { name: drawing.name })).toBeTruthy();
  });

  it('asks before deleting, then removes the course and refetches the cart', async () => {
    const fetchMock = cartServer();
    renderCommerce('/dashboard/mycart');
    const user = userEvent.setup();
    const deletePath = `/api/addClass/${drawing._id}`;

    await user.click(
      within(await rowOf(drawing.name)).getByRole('button', { name: `Delete ${drawing.name}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', deletePath)).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: drawing.name })).toBeTruthy();

    await user.click(
      within(await rowOf(drawing.name)).getByRole('button', { name: `Delete ${drawing.name}` }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );
    expect(await screen.findByText('Deleted!')).toBeTruthy();
    expect(screen.getByText('Your file has been deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: drawing.name })).toBeNull());
    expect(screen.getByRole('rowheader', { name: skies.name })).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', deletePath)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', cartPath)).toHaveLength(2);
    expect(screen.getByText('Total:').textContent).toBe('Total: $29.99');
  });

  it('says so when a delete fails, and keeps the course', async () => {
    stubServer('student', (url, init) => {
      if (url.pathname === cartPath) return { body: cartItems };
      if (init.method === 'DELETE') {
        return {
          status: 404,
          body: { error: { code: 'not_found', message: 'Cart item not found' } },
        };
      }
      return undefined;
    });
    renderCommerce('/dashboard/mycart');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${skies.name}` }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    const failed = await screen.findByText('An error occurred while deleting the file.');
    expect(failed.closest('[data-sonner-toast]')?.textContent).toContain('Error!');
    expect(screen.getByRole('rowheader', { name: skies.name })).toBeTruthy();
  });

  it('Pay orders that one course and sends the browser to the checkout url', async () => {
    const fetchMock = cartServer();
    const assign = stubLocationAssign();
    renderCommerce('/dashboard/mycart');
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: `Pay for ${drawing.name}` });
    await user.click(pay);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/payment?order=o-one'));
    const [[, init]] = callsTo(fetchMock, 'POST', `/api/order/${drawing._id}`) as [
      [unknown, RequestInit],
    ];
    expect(bodyOf(init)).toBeUndefined();
    // The browser is leaving: no second order from a second click.
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Pay for all' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('Pay for all orders the whole cart', async () => {
    const fetchMock = cartServer();
    const assign = stubLocationAssign();
    renderCommerce('/dashboard/mycart');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay for all' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/payment?order=o-all'));
    expect(callsTo(fetchMock, 'POST', '/api/order')).toHaveLength(1);
  });

  it('explains a refused order and stays on the cart', async () => {
    stubServer('student', (url, init) => {
      if (url.pathname === cartPath) return { body: cartItems };
      if (init.method === 'POST' && url.pathname.startsWith('/api/order/')) {
        return {
          status: 409,
          body: { error: { code: 'conflict', message: 'You already own this course.' } },
        };
      }
      return undefined;
    });
    const assign = stubLocationAssign();
    renderCommerce('/dashboard/mycart');
    const pay = await screen.findByRole('button', { name: `Pay for ${skies.name}` });
    await userEvent.click(pay);

    const refused = await screen.findByText(
      'An error occurred while submitting the order. You already own this course.',
    );
    expect(refused.closest('[data-sonner-toast]')?.textContent).toContain('Error!');
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows a friendly empty cart that leads to the courses', async () => {
    cartServer([]);
    renderCommerce('/dashboard/mycart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay for all' })).toBeNull();
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    stubServer('student', (url) =>
      url.pathname === cartPath
        ? { status: 503, body: { error: { code: 'unavailable', message: 'Server is resting' } } }
        : undefined,
    );
    renderCommerce('/dashboard/mycart');
    expect((await screen.findByRole('alert')).textContent).toContain('Server is resting');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
