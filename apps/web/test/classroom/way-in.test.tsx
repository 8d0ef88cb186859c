import type { Course, EnrolledCourse } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CourseDetailPage from '../../src/app/routes/CourseDetailRoute';
import { aCourse, stubFetch, student } from '../catalog/harness';
import { renderCommerce } from '../commerce/render';
import { callsTo, stubServer } from '../dashboard/render';
import { renderRoutes } from '../support/app';

beforeEach(() => {
  // The dashboard's scroll restoration calls it; jsdom only reports that it has none.
  window.scrollTo = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const enrolled = (overrides: Partial<EnrolledCourse>): EnrolledCourse => ({
  ...aCourse(),
  percent: 0,
  lastLessonId: null,
  ...overrides,
});

const notBegun = enrolled({ _id: 'c-new', name: 'Ink and Line' });
const halfway = enrolled({
  _id: 'c-half',
  name: 'Watercolour Skies',
  percent: 45,
  lastLessonId: 'lesson-7',
});
const finished = enrolled({
  _id: 'c-done',
  name: 'Portraits in Charcoal',
  percent: 100,
  lastLessonId: 'lesson-9',
});

describe('My Courses', () => {
  it('shows how far each course is and the way back in', async () => {
    const fetchMock = stubServer('student', (url) => {
      if (url.pathname === '/api/enrollments') return { body: [notBegun, halfway, finished] };
      if (url.pathname === '/api/certificates') {
        return {
          body: [
            {
              _id: 'cert-1',
              courseId: 'c-done',
              courseName: finished.name,
              studentName: 'Mia Brandt',
              instructor: finished.Instructor,
              issuedAt: '2026-11-20T10:00:00.000Z',
              code: 'GD-ABCD-1234',
            },
          ],
        };
      }
      return undefined;
    });
    renderCommerce('/dashboard/mycourses');

    const cards = (await screen.findAllByRole('article')).map((card) => within(card));
    const bars = cards.map((card) => card.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(bars).toEqual(['0', '45', '100']);
    expect(cards[0]!.getByText('Not started')).toBeTruthy();
    expect(cards[1]!.getByText('45% complete')).toBeTruthy();

    expect(cards[0]!.getByRole('link', { name: /^Start course/ }).getAttribute('href')).toBe(
      '/learn/c-new',
    );
    expect(cards[1]!.getByRole('link', { name: /^Resume/ }).getAttribute('href')).toBe(
      '/learn/c-half/lesson-7',
    );
    expect(cards[2]!.getByRole('link', { name: /^Review course/ }).getAttribute('href')).toBe(
      '/learn/c-done',
    );
    // Until the certificates are read, the link goes to the list of them.
    await waitFor(() =>
      expect(cards[2]!.getByRole('link', { name: /^Certificate/ }).getAttribute('href')).toBe(
        '/certificates/cert-1',
      ),
    );
    expect(cards[1]!.queryByRole('link', { name: /^Certificate/ })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/certificates')).toHaveLength(1);
  });

  it('does not read certificates when no course is finished', async () => {
    const fetchMock = stubServer('student', (url) =>
      url.pathname === '/api/enrollments' ? { body: [notBegun, halfway] } : undefined,
    );
    renderCommerce('/dashboard/mycourses');
    await screen.findAllByRole('article');
    expect(callsTo(fetchMock, 'GET', '/api/certificates')).toHaveLength(0);
  });
});

describe('Course detail page for its owner', () => {
  const course: Course = aCourse({ _id: 'c-half', name: 'Watercolour Skies' });

  function renderDetail() {
    return renderRoutes(
      [{ path: '/courses/:id', Component: CourseDetailPage, loader: () => course }],
      { url: '/courses/c-half', withSession: true },
    );
  }

  const answers =
    (owned: EnrolledCourse[], inCart: string[] = []) =>
    (_method: string, url: URL) => {
      if (url.pathname === '/api/enrollments') return { body: owned };
      if (url.pathname === '/api/me/course-states') {
        return { body: { inCart, owned: owned.map((item) => item._id), wished: [] } };
      }
      if (url.pathname.endsWith('/curriculum')) return { body: { chapters: [] } };
      if (url.pathname.endsWith('/rating')) {
        return {
          body: { rating: 0, count: 0, breakdown: [0, 0, 0, 0, 0], mine: null, canReview: false },
        };
      }
      if (url.pathname.endsWith('/reviews')) return { body: [] };
      return { status: 404, body: { error: { code: 'not_found', message: 'Nothing here' } } };
    };

  it('turns Select into Continue learning for a course the user owns', async () => {
    stubFetch(answers([halfway]), { signedIn: student });
    renderDetail();

    const link = await screen.findByRole('link', { name: 'Continue learning' });
    expect(link.getAttribute('href')).toBe('/learn/c-half');
    expect(screen.queryByRole('button', { name: /^Select/ })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Progress in Watercolour Skies' })).toBeTruthy();
  });

  it('says In cart, and leads to the cart, for a course waiting in it', async () => {
    stubFetch(answers([notBegun], ['c-half']), { signedIn: student });
    renderDetail();
    const link = await screen.findByRole('link', { name: /^In cart: Watercolour Skies/ });
    expect(link.getAttribute('href')).toBe('/dashboard/myCart');
    expect(screen.queryByRole('button', { name: /^Select/ })).toBeNull();
  });

  it('keeps Select for a signed-in user who does not own it', async () => {
    stubFetch(answers([notBegun]), { signedIn: student });
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Select Watercolour Skies' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue learning' })).toBeNull();
  });

  it('asks nothing more for a visitor', async () => {
    const fetchMock = stubFetch(answers([halfway]));
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Select Watercolour Skies' })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(asked).not.toContain('/api/enrollments');
  });
});
