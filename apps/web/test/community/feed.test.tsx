import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../src/lib/auth/session';
import AllPostsPage from '../../src/features/community/AllPostsPage';
import { makePost, polyfillDialog, renderWithApp, requestsTo, stubApi } from './harness';
import { ana, sessionState } from './session-mock';

vi.mock('../../src/lib/auth/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  const { mockedSession } = await import('./session-mock');
  return { ...actual, useSession: mockedSession };
});

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionState.user = null;
});

const postNumber = (n: number) =>
  makePost({ _id: `65a0000000000000000000${String(n).padStart(2, '0')}`, status: `Post ${n}` });
const page = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => postNumber(from + i));

describe('All posts feed', () => {
  it("shows everyone's posts, newest first, and loads more on request", async () => {
    const fetchMock = stubApi({
      'GET /api/allPost?page=1&limit=10': {
        body: page(1, 10),
        headers: { 'X-Total-Count': '12' },
      },
      'GET /api/allPost?page=2&limit=10': {
        body: page(11, 12),
        headers: { 'X-Total-Count': '12' },
      },
    });
    renderWithApp(<AllPostsPage />, { path: '/allPost' });

    expect(screen.getByRole('heading', { level: 1, name: 'All posts' })).toBeTruthy();
    expect(await screen.findByText('Post 1')).toBeTruthy();
    expect(screen.getByText('12 posts')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Post 12')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requestsTo(fetchMock, 'GET /api/allPost?page=2&limit=10')).toHaveLength(1);
  });

  it('invites a signed-out visitor to log in and come back', async () => {
    stubApi({
      'GET /api/allPost?page=1&limit=10': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    renderWithApp(<AllPostsPage />, { path: '/allPost' });
    expect(await screen.findByText(/The first post could be yours/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "What's on your mind?" })).toBeNull();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Log in to share your art' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.getByTestId('location').dataset.from).toBe('/allPost');
  });

  it('shows an error with a retry that works', async () => {
    let fail = true;
    stubApi({
      'GET /api/allPost?page=1&limit=10': () =>
        fail
          ? { status: 503, body: { error: { code: 'down', message: 'The feed is resting' } } }
          : { body: [postNumber(1)], headers: { 'X-Total-Count': '1' } },
    });
    renderWithApp(<AllPostsPage />, { path: '/allPost' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The feed is resting')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Post 1')).toBeTruthy();
  });

  it('lets a member post and shows it in the feed', async () => {
    sessionState.user = ana;
    let posts = [postNumber(1)];
    stubApi({
      'GET /api/allPost?page=1&limit=10': () => ({
        body: posts,
        headers: { 'X-Total-Count': String(posts.length) },
      }),
      'GET /api/unikUser?email=ana%40example.com': { status: 404, body: null },
      'POST /api/userPost': (init) => {
        const { status } = JSON.parse(String(init.body)) as { status: string };
        posts = [makePost({ _id: '65a0000000000000000000ff', status, name: 'Ana Lima' }), ...posts];
        return { status: 201, body: { insertedId: '65a0000000000000000000ff' } };
      },
    });
    renderWithApp(<AllPostsPage />, { path: '/allPost' });
    const user = userEvent.setup();
    await screen.findByText('Post 1');
    await user.click(screen.getByRole('button', { name: "What's on your mind?" }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Write something first')).toBeTruthy();

    await user.type(screen.getByLabelText('Your post'), 'Line one{Shift>}{Enter}{/Shift}line two');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Your work has been saved')).toBeTruthy();
    expect(await screen.findByText(/Line one\s+line two/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
