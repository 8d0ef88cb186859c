import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../src/lib/auth/session';
import type { SessionUser } from '../../src/lib/auth/session';
import CreatePostPage from '../../src/features/content/CreatePostPage';
import { renderPage, requestsTo, stubApi } from './render';

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));

vi.mock('../../src/lib/auth/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  return {
    ...actual,
    useSession: () => ({ user: session.user, loading: false, ready: true }),
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

const signIn = () => {
  session.user = { email: 'ana@example.com', displayName: 'Ana', photoURL: null, username: null };
};
const textarea = () => screen.getByLabelText('Your post') as HTMLTextAreaElement;
const postButton = () => screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;

describe('Create post page', () => {
  it('lists the posts and invites a signed-out visitor to log in', async () => {
    stubApi({ 'GET /api/blog-posts': { body: [{ id: 'p1', text: 'My first ink study' }] } });
    renderPage(CreatePostPage, { path: '/createpost' });

    expect(await screen.findByText('My first ink study')).toBeTruthy();
    expect(textarea().disabled).toBe(true);
    expect(postButton().disabled).toBe(true);
    const login = screen.getByRole('link', { name: 'Log in to publish a post' });
    expect(login.getAttribute('href')).toBe('/login');

    await userEvent.setup().click(login);
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('publishes, thanks the user, clears the text and shows the new post', async () => {
    signIn();
    let posts = [{ id: 'p1', text: 'Older post' }];
    const fetchMock = stubApi({
      'GET /api/blog-posts': () => ({ body: posts }),
      'POST /api/post-blog': (init) => {
        const { text } = JSON.parse(String(init.body)) as { text: string };
        posts = [{ id: 'p2', text }, ...posts];
        return { status: 201, body: { insertedId: 'p2' } };
      },
    });
    renderPage(CreatePostPage, { path: '/createpost' });
    const user = userEvent.setup();
    await screen.findByText('Older post');

    await user.type(textarea(), 'Gesture drawing every morning');
    expect(screen.getByText('29 / 5,000')).toBeTruthy();
    await user.click(postButton());

    expect(await screen.findByText('Your work has been saved')).toBeTruthy();
    expect(textarea().value).toBe('');
    expect(await screen.findByText('Gesture drawing every morning')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/post-blog')).toHaveLength(1);
  });

  it('refuses an empty or too long post without sending it', async () => {
    signIn();
    const fetchMock = stubApi({ 'GET /api/blog-posts': { body: [] } });
    renderPage(CreatePostPage, { path: '/createpost' });
    const user = userEvent.setup();

    await user.click(postButton());
    expect(screen.getByText('Write something before posting.')).toBeTruthy();
    expect(textarea().getAttribute('aria-invalid')).toBe('true');

    await user.click(textarea());
    await user.paste('a'.repeat(5003));
    expect(screen.getByText('5,003 / 5,000')).toBeTruthy();
    await user.click(postButton());
    expect(screen.getByText(/3 characters too long/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/post-blog')).toHaveLength(0);
  });

  it("shows the server's reason under the text when publishing fails", async () => {
    signIn();
    stubApi({
      'GET /api/blog-posts': { body: [] },
      'POST /api/post-blog': {
        status: 400,
        body: {
          error: { code: 'bad_request', message: 'Bad input', fields: { text: 'Too spicy' } },
        },
      },
    });
    renderPage(CreatePostPage, { path: '/createpost' });
    const user = userEvent.setup();
    await user.type(textarea(), 'Hello');
    await user.click(postButton());

    await waitFor(() => expect(screen.getByText('Too spicy')).toBeTruthy());
    expect(textarea().value).toBe('Hello');
  });
});
