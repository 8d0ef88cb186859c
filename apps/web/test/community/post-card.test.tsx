import type { Post } from '@glossy/contract';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../src/lib/auth/session';
import { PostCard } from '../../src/features/community/PostCard';
import { bodyOf, makePost, polyfillDialog, renderWithApp, requestsTo, stubApi } from './harness';
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

const post = makePost();
const likeButton = () => screen.getByRole('button', { name: /likes?$/i });

describe('Post card', () => {
  it('shows the author, a relative date with the full one, the text as text and the picture', () => {
    stubApi({});
    renderWithApp(<PostCard post={{ ...post, status: '<b>bold?</b>\nsecond line' }} />);
    const card = screen.getByRole('article', { name: 'Mina Park' });
    const time = card.querySelector('time')!;
    expect(time.textContent).toBe('2 hours ago');
    expect(time.getAttribute('dateTime')).toBe(post.date);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(within(card).getByText(/<b>bold\?<\/b>/)).toBeTruthy();
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByRole('img', { name: 'Artwork shared by Mina Park' })).toBeTruthy();
    expect(card.id).toBe(`post-${post._id}`);
  });

  it('leaves out pictures from other sites', () => {
    stubApi({});
    renderWithApp(
      <PostCard
        post={makePost({ image: 'https://images.example.org/x.png', photo: 'https://x/y.png' })}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('img', { name: /Artwork/ })).toBeNull();
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/media/site/avatar.webp');
  });

  it('likes at once, then settles on the count the server answers', async () => {
    sessionState.user = ana;
    let answer: (value: { body: unknown }) => void = () => {};
    const fetchMock = stubApi({
      [`PUT /api/posts/${post._id}/like`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { queryClient } = renderWithApp(<LikeHarness />);
    queryClient.setQueryData(['community', 'posts', 'user', 'x'], [post]);
    const user = userEvent.setup();

    expect(
      (await screen.findByRole('button', { name: /likes$/i })).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(likeButton().textContent).toContain('3');
    await user.click(likeButton());
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(likeButton().textContent).toContain('4');
    expect(requestsTo(fetchMock, `PUT /api/posts/${post._id}/like`)).toHaveLength(1);

    answer({ body: { liked: true, likes: 9 } });
    await waitFor(() => expect(likeButton().textContent).toContain('9'));
  });

  it('unlikes with DELETE and rolls back when the server refuses', async () => {
    sessionState.user = ana;
    stubApi({
      [`DELETE /api/posts/${post._id}/like`]: {
        status: 500,
        body: { error: { code: 'internal', message: 'Nope' } },
      },
    });
    const { queryClient } = renderWithApp(<LikeHarness />);
    queryClient.setQueryData(
      ['community', 'posts', 'user', 'x'],
      [makePost({ likedByMe: true, likes: 5 })],
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: /likes$/i }));

    expect(await screen.findByText('Your like could not be saved. Try again.')).toBeTruthy();
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(likeButton().textContent).toContain('5');
  });

  it('asks a signed-out visitor to log in and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderWithApp(<PostCard post={post} />);
    await userEvent.setup().click(likeButton());
    expect(await screen.findByText('Please Login First')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
  });

  it("copies the post's link and says so", async () => {
    stubApi({});
    renderWithApp(<PostCard post={post} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/allPost#post-${post._id}`,
    );
  });

  it('shows the comments and adds one', async () => {
    sessionState.user = ana;
    let comments = [
      {
        _id: 'c1',
        postId: post._id,
        text: 'Lovely lines',
        name: 'Bo',
        photo: null,
        authorId: 'someone',
        date: post.date,
      },
    ];
    const fetchMock = stubApi({
      [`GET /api/posts/${post._id}/comments`]: () => ({ body: comments }),
      [`POST /api/posts/${post._id}/comments`]: (init) => {
        const { text } = JSON.parse(String(init.body)) as { text: string };
        comments = [...comments, { ...comments[0]!, _id: 'c2', text, name: 'Ana Lima' }];
        return { status: 201, body: { insertedId: 'c2' } };
      },
      'GET /api/unikUser?email=ana%40example.com': { status: 404, body: null },
    });
    const { queryClient } = renderWithApp(<LikeHarness />);
    queryClient.setQueryData(['community', 'posts', 'user', 'x'], [post]);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: '1 Comment' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Lovely lines')).toBeTruthy();

    await user.type(screen.getByLabelText('Write a comment'), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you!')).toBeTruthy();
    expect(bodyOf(requestsTo(fetchMock, `POST /api/posts/${post._id}/comments`)[0])).toEqual({
      text: 'Thank you!',
    });
    expect(screen.getByRole('button', { name: '2 Comments' })).toBeTruthy();
  });

  it('offers Delete only to the author', () => {
    stubApi({});
    sessionState.user = { ...ana, email: 'bo@example.com' };
    renderWithApp(<PostCard post={makePost({ email: null })} />);
    expect(screen.queryByRole('button', { name: 'Delete post' })).toBeNull();
  });

  it('deletes after confirmation, with the original texts', async () => {
    sessionState.user = ana;
    const mine = makePost({ email: ana.email });
    const fetchMock = stubApi({
      [`DELETE /api/deletePost/${mine._id}`]: { body: { deletedCount: 1 } },
      'GET /api/post?email=x': { body: [] },
    });
    const { queryClient } = renderWithApp(<LikeHarness />);
    queryClient.setQueryData(['community', 'posts', 'user', 'x'], [mine]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, `DELETE /api/deletePost/${mine._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Deleted!')).toBeTruthy();
    expect(screen.getByText('Your file has been deleted.')).toBeTruthy();
    expect(requestsTo(fetchMock, `DELETE /api/deletePost/${mine._id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });

  it('says so when the delete fails and keeps the post', async () => {
    sessionState.user = ana;
    const mine = makePost({ email: ana.email });
    stubApi({
      [`DELETE /api/deletePost/${mine._id}`]: {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Not yours' } },
      },
    });
    renderWithApp(<PostCard post={mine} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Error!')).toBeTruthy();
    expect(screen.getByText('An error occurred while deleting the file.')).toBeTruthy();
    expect(screen.getByRole('article')).toBeTruthy();
  });
});

/** Reads the post from the query cache, as the pages do, so cache updates show. */
function LikeHarness() {
  const { data } = useQuery<Post[]>({
    queryKey: ['community', 'posts', 'user', 'x'],
    queryFn: () => Promise.resolve([]),
    enabled: false,
  });
  return (
    <>
      {data?.map((item) => (
        <PostCard key={item._id} post={item} />
      ))}
    </>
  );
}
