import type { BlogPost } from '@glossy/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../src/lib/auth/session';
import CreatePostPage from '../../src/features/content/CreatePostPage';
import { tokenKey } from '../../src/lib/api';
import { polyfillDialog } from '../community/harness';
import { renderPage, requestsTo, stubApi } from './render';

vi.mock('../../src/lib/auth/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  const { mockedSession } = await import('../community/session-mock');
  return { ...actual, useSession: mockedSession };
});

const { sessionState, ana } = await import('../community/session-mock');

beforeAll(polyfillDialog);

beforeEach(() => {
  sessionState.user = ana;
  localStorage.setItem(tokenKey, 'test-token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionState.user = null;
  localStorage.clear();
});

const roleAnswers = (admin: boolean) => ({
  'GET /api/users/admin/ana%40example.com': { body: { admin } },
  'GET /api/users/instructor/ana%40example.com': { body: { instructor: false } },
});

const writtenBy = { author: { name: 'Ana', photoURL: null }, createdAt: '2026-11-20T10:00:00Z' };
const spam: BlogPost = { id: 'p2', text: 'Cheap followers, click here', ...writtenBy };
const keeper: BlogPost = { id: 'p1', text: 'Warm-up gestures before every session', ...writtenBy };

describe('Removing blog posts', () => {
  it('lets an admin remove a post after confirming; the list refreshes without it', async () => {
    let posts = [spam, keeper];
    const fetchMock = stubApi({
      ...roleAnswers(true),
      'GET /api/blog-posts': () => ({ body: posts }),
      'DELETE /api/post-blog/p2': () => {
        posts = posts.filter((post) => post.id !== 'p2');
        return { body: { deletedCount: 1 } };
      },
    });
    renderPage(CreatePostPage, { path: '/createpost' });
    const user = userEvent.setup();

    const remove = await screen.findByRole('button', {
      name: 'Remove post: Cheap followers, click here',
    });
    expect(screen.getByRole('button', { name: /Remove post: Warm-up gestures/ })).toBeTruthy();
    await user.click(remove);

    // Nothing is sent before the admin confirms.
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this blog post?' });
    expect(within(dialog).getByText(/Cheap followers, click here/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'DELETE /api/post-blog/p2')).toHaveLength(0);
    expect(document.activeElement?.textContent).toBe('Cancel');

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Blog post removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Cheap followers, click here')).toBeNull());
    expect(screen.getByText(keeper.text)).toBeTruthy();
    expect(requestsTo(fetchMock, 'DELETE /api/post-blog/p2')).toHaveLength(1);
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/blog-posts').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('sends nothing when the admin cancels', async () => {
    const fetchMock = stubApi({
      ...roleAnswers(true),
      'GET /api/blog-posts': { body: [spam] },
    });
    renderPage(CreatePostPage, { path: '/createpost' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Remove post: Cheap/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this blog post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText(spam.text)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('shows the server’s message when the removal fails', async () => {
    stubApi({
      ...roleAnswers(true),
      'GET /api/blog-posts': { body: [spam] },
      'DELETE /api/post-blog/p2': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Blog post not found' } },
      },
    });
    renderPage(CreatePostPage, { path: '/createpost' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Remove post: Cheap/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this blog post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Blog post not found')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText(spam.text)).toBeTruthy();
  });

  it('offers no Remove to a signed-in student', async () => {
    const fetchMock = stubApi({ ...roleAnswers(false), 'GET /api/blog-posts': { body: [spam] } });
    renderPage(CreatePostPage, { path: '/createpost' });
    expect(await screen.findByText(spam.text)).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/users/admin/ana%40example.com')).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Remove post/ })).toBeNull();
  });

  it('never asks a visitor without a token about roles', async () => {
    sessionState.user = null;
    localStorage.clear();
    const fetchMock = stubApi({ 'GET /api/blog-posts': { body: [spam] } });
    renderPage(CreatePostPage, { path: '/createpost' });
    expect(await screen.findByText(spam.text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove post/ })).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/blog-posts']);
  });
});
