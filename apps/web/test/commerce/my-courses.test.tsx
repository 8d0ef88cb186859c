import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../src/app/router';
import MyCartPage from '../../src/features/commerce/MyCartPage';
import MyCoursesPage from '../../src/features/commerce/MyCoursesPage';
import PaymentPage from '../../src/features/commerce/PaymentPage';
import { aCourse } from '../catalog/harness';
import { callsTo, renderCommerce, stubServer } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const owned = [
  { ...aCourse(), percent: 0, lastLessonId: null },
  {
    ...aCourse({
      _id: 'c0ffee00-0000-4000-8000-000000000002',
      name: 'Watercolour Skies',
      Level: 'Intermediate',
      Instructor: 'Leo Park',
      rating: 4.6,
    }),
    percent: 0,
    lastLessonId: null,
  },
];

describe('My Courses', () => {
  it('shows each owned course as a card that leads into it', async () => {
    const fetchMock = stubServer('student', (url) =>
      url.pathname === '/api/enrollments' ? { body: owned } : undefined,
    );
    renderCommerce('/dashboard/mycourses');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My Courses');
    const cards = (await screen.findAllByRole('article')).map((card) => within(card));
    expect(cards.map((card) => card.getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Foundations of Drawing',
      'Watercolour Skies',
    ]);
    expect(cards[1]!.getByText('Leo Park')).toBeTruthy();
    expect(cards[1]!.getByText('Intermediate')).toBeTruthy();
    expect(cards[1]!.getByRole('img', { name: 'Rated 4.6 out of 5 by 312 students' })).toBeTruthy();
    expect(
      cards.map((card) => card.getByRole('link', { name: /^Start course/ }).getAttribute('href')),
    ).toEqual(owned.map((course) => `/learn/${course._id}`));
    expect(
      cards.map((card, i) => card.getByRole('link', { name: owned[i]!.name }).getAttribute('href')),
    ).toEqual(owned.map((course) => `/courses/${course._id}`));
    await waitFor(() => expect(document.title).toBe('Glossy Drawer | My Courses'));
    expect(callsTo(fetchMock, 'GET', '/api/enrollments')).toHaveLength(1);
  });

  it('leads to the catalog when the user owns nothing yet', async () => {
    stubServer('student', (url) =>
      url.pathname === '/api/enrollments' ? { body: [] } : undefined,
    );
    renderCommerce('/dashboard/mycourses');
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('is open to every signed-in role, not only students', async () => {
    stubServer('instructor', (url) =>
      url.pathname === '/api/enrollments' ? { body: owned } : undefined,
    );
    renderCommerce('/dashboard/mycourses');
    expect(await screen.findByRole('heading', { name: 'Watercolour Skies' })).toBeTruthy();
    expect(screen.queryByText('This page is not for your role')).toBeNull();
  });
});

describe('Commerce routes', () => {
  /** The screen the app's own route table lazily loads for `path`. */
  async function screenAt(path: string) {
    const matches = matchRoutes(routes, path) ?? [];
    const route: RouteObject | undefined = matches.at(-1)?.route;
    if (typeof route?.lazy !== 'function') return undefined;
    const loaded = await route.lazy();
    return 'Component' in loaded ? loaded.Component : undefined;
  }

  it.each([
    ['/dashboard/mycart', MyCartPage],
    ['/dashboard/myCart', MyCartPage],
    ['/dashboard/payment', PaymentPage],
    ['/dashboard/mycourses', MyCoursesPage],
  ])('%s opens its screen', async (path, component) => {
    expect(await screenAt(path)).toBe(component);
  });
});
