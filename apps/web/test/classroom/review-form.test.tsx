import type { CourseRating } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CourseDetailPage from '../../src/app/routes/CourseDetailRoute';
import { courseDetailLoader } from '../../src/features/catalog/course-detail-loader';
import { aCourse, student } from '../catalog/harness';
import { renderRoutes } from '../support/app';
import {
  aRating,
  aReview,
  base,
  callsTo,
  courseId,
  renderReviews,
  reviewsServer,
} from './review-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const mine = aReview(9, { student_name: student.displayName, rating: 5, review: 'Loved it.' });

describe('Reviewing a course', () => {
  it('posts the stars and words chosen, then reads the rating, the list and the course again', async () => {
    let rating: CourseRating = aRating({ canReview: true, rating: 4.8, count: 0 });
    rating.breakdown = [0, 0, 0, 0, 0];
    // A course nobody has reviewed yet is new; the first review gives it its rating.
    let course = aCourse({ _id: courseId, rating: 0, reviewCount: 0 });
    const fetchMock = reviewsServer({
      rating: () => rating,
      signedIn: student,
      other: (method, url, body) => {
        if (url.pathname === base && method === 'GET') return { body: course };
        if (url.pathname === `${base}/curriculum`) return { body: { chapters: [] } };
        if (url.pathname === `${base}/reviews` && method === 'POST') {
          const sent = body as { rating: number; review: string };
          const review = { ...aReview(1), ...sent, student_name: student.displayName };
          rating = aRating({ rating: 4, count: 1, breakdown: [0, 0, 0, 1, 0], mine: review });
          rating.canReview = true;
          course = { ...course, rating: 4, reviewCount: 1 };
          return { body: { insertedId: 'r1' } };
        }
        return undefined;
      },
    });
    renderRoutes(
      [
        {
          path: '/courses/:id',
          Component: CourseDetailPage,
          loader: courseDetailLoader,
          HydrateFallback: () => null,
        },
      ],
      { url: `/courses/${courseId}`, withSession: true },
    );
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'Review this course' });
    expect(screen.getByText('New')).toBeTruthy();
    await user.click(within(form).getByRole('radio', { name: '4 stars: Very good' }));
    await user.type(within(form).getByLabelText('Your review'), '  Clear and kind.  ');
    await user.click(within(form).getByRole('button', { name: 'Post your review' }));

    expect(await screen.findByText('Thank you for your review!')).toBeTruthy();
    const posts = callsTo(fetchMock, 'POST', `${base}/reviews`);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]?.body))).toEqual({
      rating: 4,
      review: 'Clear and kind.',
    });
    // The course's own rating (loader data) and the reviews are read again.
    await waitFor(() => expect(screen.getByText('4.0 (1 review)')).toBeTruthy());
    expect(callsTo(fetchMock, 'GET', base).length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, 'GET', `${base}/rating`).length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, 'GET', `${base}/reviews`).length).toBeGreaterThanOrEqual(2);
    // Now theirs: the form edits it.
    expect(await screen.findByRole('form', { name: 'Your review' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update your review' })).toBeTruthy();
  });

  it('starts from my review when I wrote one, and sends the edit', async () => {
    const fetchMock = reviewsServer({
      rating: () => aRating({ canReview: true, mine }),
      reviews: [mine],
      signedIn: student,
      other: (method, url) =>
        method === 'POST' && url.pathname === `${base}/reviews`
          ? { body: { insertedId: null } }
          : undefined,
    });
    // user-event walks a radio group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    renderReviews();
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'Your review' });
    const five = within(form).getByRole('radio', { name: '5 stars: Excellent' });
    expect((five as HTMLInputElement).checked).toBe(true);
    const text = within(form).getByLabelText('Your review');
    expect((text as HTMLTextAreaElement).value).toBe('Loved it.');

    // The stars are a radio group: the keyboard moves the choice.
    five.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(
      (within(form).getByRole('radio', { name: '3 stars: Good' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.clear(text);
    await user.type(text, 'Good, slow in the middle.');
    await user.click(within(form).getByRole('button', { name: 'Update your review' }));

    expect(await screen.findByText('Your review is updated')).toBeTruthy();
    const [post] = callsTo(fetchMock, 'POST', `${base}/reviews`);
    expect(JSON.parse(String(post![1]?.body))).toEqual({
      rating: 3,
      review: 'Good, slow in the middle.',
    });
  });

  it('says what is missing by each field, and shows the server’s words there too', async () => {
    const fetchMock = reviewsServer({
      rating: () => aRating({ canReview: true }),
      signedIn: student,
      other: (method, url) =>
        method === 'POST' && url.pathname === `${base}/reviews`
          ? {
              status: 400,
              body: {
                error: {
                  code: 'bad_request',
                  message: 'Invalid input',
                  fields: { review: 'Remove the control characters' },
                },
              },
            }
          : undefined,
    });
    renderReviews();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Review this course' });

    await user.click(within(form).getByRole('button', { name: 'Post your review' }));
    expect(within(form).getByText('Choose a rating')).toBeTruthy();
    expect(within(form).getByText('Write a few words about the course')).toBeTruthy();
    expect(
      within(form).getByLabelText('Your review').getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `${base}/reviews`)).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: '2 stars: Fair' }));
    await user.type(within(form).getByLabelText('Your review'), 'Hmm');
    await user.click(within(form).getByRole('button', { name: 'Post your review' }));
    expect(await within(form).findByText('Remove the control characters')).toBeTruthy();
    expect(within(form).queryByText('Choose a rating')).toBeNull();
  });
});
