import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CourseListPage from '../../src/features/catalog/CourseListPage';
import { aCourse, renderWithApp, stubFetch } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const watercolor = aCourse({ _id: 'c2', name: 'Watercolor Landscapes', price: 45 });
const portrait = aCourse({ _id: 'c3', name: 'Portrait Painting', Level: 'Advanced', price: 89 });

/** A catalog of `total` courses of which this page shows `courses`; records each API query. */
function stubCatalog(courses = [watercolor, portrait], total = courses.length) {
  const queries: URLSearchParams[] = [];
  stubFetch((method, url) => {
    if (method === 'GET' && url.pathname === '/api/courses') {
      queries.push(url.searchParams);
      const matching = url.searchParams.get('q') === 'zzz' ? [] : courses;
      return {
        body: matching,
        headers: { 'X-Total-Count': String(matching.length ? total : 0) },
      };
    }
    throw new Error(`Unexpected ${method} ${url.pathname}`);
  });
  return queries;
}

const renderList = (url = '/courses') =>
  renderWithApp(<CourseListPage />, { url, path: '/courses' });
const location = () => screen.getByTestId('location').textContent;

describe('Course list', () => {
  it('shows every course as a detail-style card, with an accessible but invisible heading', async () => {
    stubCatalog();
    renderList();
    expect(await screen.findByRole('heading', { name: 'Watercolor Landscapes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' }).className).toContain(
      'sr-only',
    );
    expect(screen.getByText('$89')).toBeTruthy();
    expect(screen.getAllByText('Maya Okafor')).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: 'Details of Portrait Painting' }).getAttribute('href'),
    ).toBe('/detail/c3');
    expect(screen.getByRole('status').textContent).toBe('2 courses');
  });

  it('opens a shared link with its filters applied, and asks the API for them', async () => {
    const queries = stubCatalog();
    renderList('/courses?level=Advanced&maxPrice=90&sort=price-desc');
    await screen.findByRole('heading', { name: 'Portrait Painting' });
    expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('Advanced');
    expect((screen.getByLabelText('Maximum price in dollars') as HTMLInputElement).value).toBe(
      '90',
    );
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price-desc');
    expect(Object.fromEntries(queries[0]!)).toEqual({
      level: 'Advanced',
      maxPrice: '90',
      sort: 'price-desc',
      page: '1',
      limit: '9',
    });
  });

  it('puts what is typed into the URL once typing pauses, and Back undoes the search', async () => {
    stubCatalog();
    const { router } = renderList('/courses?page=2');
    await screen.findByRole('heading', { name: 'Watercolor Landscapes' });
    const box = screen.getByLabelText<HTMLInputElement>('Search courses');
    await userEvent.type(box, 'ink');
    expect(location()).toBe('/courses?page=2');
    await waitFor(() => expect(location()).toBe('/courses?q=ink'));

    await userEvent.type(box, 's');
    await waitFor(() => expect(location()).toBe('/courses?q=inks'));
    await act(() => router.navigate(-1));
    expect(location()).toBe('/courses?page=2');
    expect(box.value).toBe('');
  });

  it('pages through the results nine at a time', async () => {
    stubCatalog([watercolor, portrait], 20);
    renderList('/courses?level=Beginner');
    await screen.findByRole('heading', { name: 'Watercolor Landscapes' });
    expect(screen.getByRole('status').textContent).toBe('Showing 1–9 of 20 courses');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/courses?level=Beginner&page=3',
    );
  });

  it('says when nothing matches and clears the filters on request', async () => {
    stubCatalog();
    renderList('/courses?q=zzz&level=Beginner');
    expect(await screen.findByText('No courses match your search')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/courses'));
    expect(await screen.findByRole('heading', { name: 'Watercolor Landscapes' })).toBeTruthy();
    expect((screen.getByLabelText('Search courses') as HTMLInputElement).value).toBe('');
  });

  it("asks a signed-out visitor to log in with the course list's wording", async () => {
    stubCatalog();
    renderList();
    const select = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Select Portrait Painting',
    });
    await waitFor(() => expect(select.disabled).toBe(false));
    await userEvent.click(select);
    expect(await screen.findByText('Please Login First')).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('answers a Select pressed before the session check has: it waits for the check, then acts', async () => {
    const fetchMock = stubFetch((method, url) => {
      if (method === 'GET' && url.pathname === '/api/courses') return { body: [portrait] };
      throw new Error(`Unexpected ${method} ${url.pathname}`);
    });
    let answerSession: () => void = () => undefined;
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/auth/get-session')) await sessionAnswered;
      return fetchMock(input, init);
    });
    renderList();
    const select = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Select Portrait Painting',
    });
    expect(select.disabled).toBe(false);
    await userEvent.click(select);
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(location()).toBe('/courses');
    act(() => answerSession());
    expect(await screen.findByText('Please Login First')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
