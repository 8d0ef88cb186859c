import { cleanup, screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryRouter,
  RouterProvider,
  useRouteError,
  isRouteErrorResponse,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CourseDetailPage from '../../src/app/routes/CourseDetailRoute';
import { courseDetailLoader } from '../../src/features/catalog/course-detail-loader';
import { SessionProvider } from '../../src/lib/auth/session';
import { aCourse, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function RouteError() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'other'}</p>;
}

function renderDetail(id: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/detail/:id',
        Component: CourseDetailPage,
        loader: courseDetailLoader,
        errorElement: <RouteError />,
      },
    ],
    { initialEntries: [`/detail/${id}`] },
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const course = aCourse({ _id: 'c1', videoUrl: '/media/hero/hero.mp4' });

function stubCourse() {
  stubFetch((method, url) => {
    if (url.pathname === '/api/courses/c1') return { body: course };
    if (url.pathname.startsWith('/api/courses/'))
      return { status: 404, body: { error: { code: 'not_found', message: 'Course not found' } } };
    throw new Error(`Unexpected ${method} ${url.pathname}`);
  });
}

describe('Course detail', () => {
  it('shows the course with its syllabus, total time and preview', async () => {
    stubCourse();
    renderDetail('c1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Foundations of Drawing',
    );
    expect(screen.getByText('2 lessons · 40 min in total')).toBeTruthy();
    expect(screen.getByText('18 min')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Maya Okafor' }).getAttribute('href')).toBe(
      '/instructors',
    );
    expect(screen.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/courses');
    expect(screen.getAllByText('1,840 students').length).toBeGreaterThan(0);
    const video = document.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe(course.img);
    expect(document.title).toBe('Foundations of Drawing | Glossy Drawer');
  });

  it('turns an unknown course into the 404 error page', async () => {
    stubCourse();
    renderDetail('nope');
    expect(await screen.findByText('404 Course not found')).toBeTruthy();
  });
});
