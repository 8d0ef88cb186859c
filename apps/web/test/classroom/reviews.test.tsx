import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { student } from '../catalog/harness';
import { aRating, aReview, renderReviews, reviewsServer } from './review-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Student reviews', () => {
  it('shows the average, the breakdown from five stars down, and the reviews newest first', async () => {
    const reviews = Array.from({ length: 7 }, (_, i) => aReview(i + 1));
    reviewsServer({ rating: () => aRating(), reviews });
    renderReviews();

    expect(await screen.findByRole('heading', { name: 'Student reviews' })).toBeTruthy();
    expect(await screen.findByText('4.3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Average rating 4.3 out of 5' })).toBeTruthy();
    expect(screen.getByText('7 reviews')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Reviews by star rating' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '5★ stars:4 reviews, (57%)',
      '4★ stars:1 review, (14%)',
      '3★ stars:1 review, (14%)',
      '2★ stars:0 reviews, (0%)',
      '1★ star:1 review, (14%)',
    ]);

    const list = await screen.findByRole('list', { name: 'Reviews, newest first' });
    const names = () =>
      within(list)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label'));
    expect(names()).toEqual([1, 2, 3, 4, 5].map((n) => `Review by Student ${n}`));
    const first = within(list).getAllByRole('article')[0]!;
    expect(within(first).getByText('Review number 1')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe(reviews[0]!.image);
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(reviews[0]!.date);
    expect(screen.getByText('5 of 7 shown')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(names().at(-1)).toBe('Review by Student 7');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    // A visitor may read but not review: no form, a way to log in instead.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows review text as text, never as markup', async () => {
    reviewsServer({
      rating: () => aRating({ count: 1, breakdown: [0, 0, 0, 0, 1] }),
      reviews: [aReview(1, { review: '<img src=x onerror=alert(1)><script>alert(2)</script>' })],
    });
    const view = renderReviews();
    expect(
      await screen.findByText('<img src=x onerror=alert(1)><script>alert(2)</script>'),
    ).toBeTruthy();
    expect(view.container.querySelector('script')).toBeNull();
  });

  it('keeps the form from a signed-in reader who may not review', async () => {
    reviewsServer({ rating: () => aRating(), reviews: [aReview(1)], signedIn: student });
    renderReviews();
    expect(await screen.findByText(/Enrol to leave yours/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your rating' })).toBeNull();
    expect(screen.queryByRole('button', { name: /review/i })).toBeNull();
  });

  it('says when there are no reviews yet', async () => {
    reviewsServer({ rating: () => aRating({ rating: 4.8, count: 0, breakdown: [0, 0, 0, 0, 0] }) });
    renderReviews();
    expect(await screen.findByText(/No reviews yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Reviews by star rating' })).toBeNull();
  });
});
