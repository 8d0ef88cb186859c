import type { CourseStates } from '@glossy/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSelection, takeSelection } from '../../src/entities/commerce/pending-selection';
import { usePendingSelection } from '../../src/entities/commerce/usePendingSelection';
import CartButton from '../../src/features/commerce/CartButton';
import { BestCourses } from '../../src/features/home/BestCourses';
import { aCourse, renderWithApp, student, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

const fresh = aCourse();
const carted = aCourse({ _id: 'c0ffee00-0000-4000-8000-000000000002', name: 'Ink and Line' });
const owned = aCourse({ _id: 'c0ffee00-0000-4000-8000-000000000003', name: 'Watercolour Skies' });
const states: CourseStates = { inCart: [carted._id], owned: [owned._id], wished: [] };

function stubShop(onAdd: (body: unknown) => void = () => {}) {
  return stubFetch(
    (method, url, body) => {
      if (url.pathname === '/api/courses') return { body: [fresh, carted, owned] };
      if (url.pathname === '/api/me/course-states') return { body: states };
      if (method === 'POST' && url.pathname === '/api/addClass') {
        onAdd(body);
        return { status: 201, body: { insertedId: 'cart-9' } };
      }
      throw new Error(`Unexpected ${method} ${url.pathname}`);
    },
    { signedIn: student },
  );
}

describe('the caller’s state on every course card', () => {
  it('shows Select, In cart or Owned with Continue learning', async () => {
    stubShop();
    renderWithApp(<BestCourses />);

    const inCart = await screen.findByRole('link', {
      name: 'In cart: Ink and Line, go to your cart',
    });
    expect(inCart.getAttribute('href')).toBe('/dashboard/myCart');
    const learn = screen.getByRole('link', { name: 'Continue learning Watercolour Skies' });
    expect(learn.getAttribute('href')).toBe(`/learn/${owned._id}`);
    expect(screen.getByText('Owned')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Foundations of Drawing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Select Ink and Line' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select Watercolour Skies' })).toBeNull();
  });

  it('counts the cart in the header’s cart button', async () => {
    stubShop();
    renderWithApp(<CartButton />);
    const button = await screen.findByRole('link', { name: 'Cart, 1 course' });
    expect(button.getAttribute('href')).toBe('/dashboard/myCart');
  });
});

function FinishesSelection() {
  usePendingSelection();
  return null;
}

describe('a Select made while signed out', () => {
  it('puts the course in the cart once the user has signed in, and opens the cart', async () => {
    const added = vi.fn();
    stubShop(added);
    rememberSelection(fresh._id);
    renderWithApp(<FinishesSelection />, { url: '/dashboard/myCart', path: '/dashboard/myCart' });

    expect(await screen.findByText('Selected')).toBeTruthy();
    expect(added).toHaveBeenCalledWith({ classI: fresh._id, email: student.email });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/myCart');
    expect(takeSelection()).toBeNull();
  });

  it('is forgotten after half an hour', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00Z') });
    rememberSelection(fresh._id);
    vi.setSystemTime(Date.parse('2026-11-26T10:31:00Z'));
    expect(takeSelection()).toBeNull();
  });

  it('ignores what it cannot read', async () => {
    sessionStorage.setItem('glossy.selection', '{"courseId": 7, "at": "soon"}');
    expect(takeSelection()).toBeNull();
    sessionStorage.setItem('glossy.selection', 'not json');
    expect(takeSelection()).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('glossy.selection')).toBeNull());
  });
});

describe('putting a course in the cart', () => {
  it('opens the cart, but leaves a user who has already left it where they went', async () => {
    stubShop();
    const { addToCart } = await import('../../src/entities/commerce/add-to-cart');
    const queryClient = new QueryClient();
    const navigate = vi.fn();
    let here = '/dashboard/myCart';
    // The cart is read again after the course went in; the user moves on meanwhile.
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async () => {
      here = '/courses';
    });
    await addToCart(
      { classI: fresh._id, email: student.email },
      { navigate, queryClient, where: () => here },
    );
    expect(navigate).not.toHaveBeenCalled();

    here = '/courses';
    await addToCart(
      { classI: fresh._id, email: student.email },
      { navigate, queryClient, where: () => here },
    );
    expect(navigate).toHaveBeenCalledWith('/dashboard/myCart');
  });
});
