import type { CourseStates } from '@glossy/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WishlistHeart } from '../../src/entities/commerce/WishlistHeart';
import { renderWithApp } from '../support/app';
import { callsTo, stubServer } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const course = { _id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Foundations of Drawing' };
const states = (wished: string[]): CourseStates => ({ owned: [], inCart: [], wished });

describe('The wishlist heart', () => {
  it('stays pressed when the page’s first states answer, sent before the press, comes late', async () => {
    let wishedOnServer: string[] = [];
    let releaseFirst: () => void = () => {};
    const firstAnswer = new Promise<void>((resolve) => (releaseFirst = resolve));
    let statesCalls = 0;
    const fetchMock = stubServer('student', async (url, init) => {
      if (url.pathname === '/api/me/course-states') {
        statesCalls += 1;
        const answer = states(wishedOnServer);
        if (statesCalls === 1) await firstAnswer;
        return { body: answer };
      }
      if (url.pathname === '/api/wishlist' && init.method === 'POST') {
        wishedOnServer = [course._id];
        return { body: { acknowledged: true, insertedId: 'w1' } };
      }
      return undefined;
    });
    renderWithApp(<WishlistHeart course={course} />, { withSession: true });

    const heart = await screen.findByRole('button', { name: `Save ${course.name} to wishlist` });
    await waitFor(() => expect(statesCalls).toBe(1));
    await userEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    releaseFirst();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/wishlist')).toHaveLength(1));
    await waitFor(() => expect(statesCalls).toBe(2));
    await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('turns back when the server refuses the change', async () => {
    stubServer('student', (url, init) => {
      if (url.pathname === '/api/me/course-states') return { body: states([]) };
      if (url.pathname === '/api/wishlist' && init.method === 'POST') {
        return { status: 500, body: { message: 'down' } };
      }
      return undefined;
    });
    renderWithApp(<WishlistHeart course={course} />, { withSession: true });

    const heart = await screen.findByRole('button', { name: `Save ${course.name} to wishlist` });
    await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(heart);
    expect(await screen.findByText('The wishlist could not be changed; try again.')).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });
});
