import type { CourseProjectCard } from '@glossy/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../src/lib/auth/session';
import CourseDetailPage from '../../src/app/routes/CourseDetailRoute';
import { CourseProjects } from '../../src/features/catalog/CourseProjects';
import { courseDetailLoader } from '../../src/features/catalog/course-detail-loader';
import { aCourse, renderWithApp, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const courseId = 'c1';
const projectsPath = `/api/courses/${courseId}/projects`;

function aCard(overrides: Partial<CourseProjectCard> = {}): CourseProjectCard {
  return {
    _id: 'p1',
    drawingId: 'd1',
    title: 'Pear in three values',
    lessonTitle: 'Draw a pear',
    student: { _id: 'u1', name: 'Ana Lima', photo: '/uploads/ana.webp' },
    thumbnail: '/api/drawings/d1/thumbnail',
    width: 1000,
    height: 500,
    handedInAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...overrides,
  };
}

/** Answers the course's public hand-ins with `cards`; anything else of the course is a 404. */
function stubProjects(cards: CourseProjectCard[], course = aCourse({ _id: courseId })) {
  return stubFetch((method, url) => {
    if (method === 'GET' && url.pathname === projectsPath) return { body: cards };
    if (method === 'GET' && url.pathname === `/api/courses/${courseId}`) return { body: course };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const projectCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === projectsPath);

/** An IntersectionObserver the test moves: nothing is near the viewport until `scrollNear`. */
function stubViewport() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollNear: () =>
      act(() => {
        for (const { callback, targets } of [...observers]) {
          const entries = targets.map((target) => ({ target, isIntersecting: true }));
          callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
        }
      }),
  };
}

describe('Student projects on the course page', () => {
  it('asks for the projects only once the reader nears them, then shows a card per project', async () => {
    const viewport = stubViewport();
    const fetchMock = stubProjects([
      aCard(),
      aCard({
        _id: 'p2',
        drawingId: 'd2',
        title: 'Tall bottle',
        lessonTitle: 'Glass and shine',
        student: { _id: 'u2', name: 'Ravi Shah', photo: null },
        width: 600,
        height: 900,
      }),
    ]);
    renderWithApp(<CourseProjects courseId={courseId} />);
    // Far from view: no request, nothing shown.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(projectCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Student projects' })).toBeNull();

    viewport.scrollNear();
    const section = (await screen.findByRole('heading', { name: 'Student projects' })).closest(
      'section',
    )!;
    expect(projectCalls(fetchMock)).toHaveLength(1);
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const [pear, bottle] = cards as [HTMLElement, HTMLElement];
    const link = within(pear).getByRole('link', { name: 'Watch Pear in three values being drawn' });
    expect(link.getAttribute('href')).toBe('/drawings/d1/replay');
    const picture = within(pear).getByRole('img', { name: 'Pear in three values' });
    expect(picture.getAttribute('src')).toBe('/api/drawings/d1/thumbnail');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['480', '240']);
    expect(within(pear).getByText('Ana Lima')).toBeTruthy();
    expect(within(pear).getByText('Draw a pear')).toBeTruthy();
    expect(within(pear).getByText('3 days ago')).toBeTruthy();
    expect(pear.querySelector('img[src="/uploads/ana.webp"]')).toBeTruthy();

    expect(
      within(bottle)
        .getByRole('link', { name: 'Watch Tall bottle being drawn' })
        .getAttribute('href'),
    ).toBe('/drawings/d2/replay');
    const tall = within(bottle).getByRole('img', { name: 'Tall bottle' });
    expect([tall.getAttribute('width'), tall.getAttribute('height')]).toEqual(['480', '720']);
    expect(within(bottle).getByText('Ravi Shah')).toBeTruthy();
    expect(within(bottle).getByText('Glass and shine')).toBeTruthy();
  });

  it('shows six at first, and all of them on asking', async () => {
    const user = userEvent.setup();
    stubProjects(
      Array.from({ length: 8 }, (_, i) =>
        aCard({ _id: `p${i}`, drawingId: `d${i}`, title: `Study ${i + 1}` }),
      ),
    );
    renderWithApp(<CourseProjects courseId={courseId} />);
    const section = (await screen.findByRole('heading', { name: 'Student projects' })).closest(
      'section',
    )!;
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(section).getByRole('button', { name: 'Show all 8 projects' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(8);
    expect(within(section).getByRole('link', { name: 'Watch Study 8 being drawn' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('renders nothing at all when no project is shared', async () => {
    const fetchMock = stubProjects([]);
    const { container } = renderWithApp(<CourseProjects courseId={courseId} />);
    await waitFor(() => expect(projectCalls(fetchMock)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Student projects' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    // Only the location probe beside an empty placeholder.
    expect(container.textContent).toBe('/');
  });

  it('sits on the course detail page, after the reviews', async () => {
    stubProjects([aCard()]);
    const router = createMemoryRouter(
      [{ path: '/detail/:id', Component: CourseDetailPage, loader: courseDetailLoader }],
      { initialEntries: [`/detail/${courseId}`] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    // The page, then its lazy sections, load: slow on a busy machine.
    const slow = { timeout: 5_000 };
    const heading = await screen.findByRole('heading', { name: 'Student projects' }, slow);
    const reviews = await screen.findByRole('heading', { name: 'Student reviews' }, slow);
    expect(
      reviews.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Watch Pear in three values being drawn' })
        .getAttribute('href'),
    ).toBe('/drawings/d1/replay');
  });
});
