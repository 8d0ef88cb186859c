import 'fake-indexeddb/auto';
import type { StrokeLog } from '@glossy/canvas';
import type { DrawingSummary } from '@glossy/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import MyDrawingsPage from '../../src/features/drawing/gallery/MyDrawingsPage';
import { queueBoard } from '../../src/features/drawing/cloud/queued-drawing';
import { forgetDevice } from '../../src/lib/offline/device-store';
import { polyfillDialog } from '../community/harness';
import { callsTo, renderInDashboard, signedIn, stubServer, type Reply } from '../dashboard/render';
import { renderWithApp } from '../support/app';

beforeAll(polyfillDialog);
afterEach(async () => {
  // sonner replays still-active toasts to the next test's toaster: this test's end here.
  (await import('sonner')).toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

function aDrawing(overrides: Partial<DrawingSummary>): DrawingSummary {
  return {
    _id: 'd1',
    title: 'Untitled',
    width: 1000,
    height: 500,
    durationMs: 0,
    strokes: 0,
    visibility: 'private',
    version: 1,
    thumbnail: '/uploads/drawing-thumb.webp?sig=1',
    picture: '/uploads/drawing.webp?sig=1',
    createdAt: hoursAgo(30),
    updatedAt: hoursAgo(1),
    ...overrides,
  };
}

/** Newest first, as the server lists them. */
const saved = (): DrawingSummary[] => [
  aDrawing({
    _id: 'd-harbour',
    title: 'Harbour at dusk',
    durationMs: 12 * 60_000 + 10_000,
    strokes: 340,
    visibility: 'public',
    updatedAt: hoursAgo(2),
  }),
  aDrawing({
    _id: 'd-fox',
    title: 'Fox in the snow',
    width: 600,
    height: 800,
    durationMs: 65 * 60_000,
    strokes: 1204,
    updatedAt: hoursAgo(26),
  }),
  aDrawing({ _id: 'd-gesture', title: 'Quick gesture', durationMs: 45_000, strokes: 1 }),
];

const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/**
 * The drawings API as the server answers it, over an in-memory list: PATCH and DELETE change what
 * the next GET answers. `overrides` answers first (a refusal, an outage).
 */
function drawingsServer(
  list: DrawingSummary[] = saved(),
  overrides: (url: URL, init: RequestInit) => Reply | undefined = () => undefined,
) {
  let drawings = list;
  return stubServer('student', (url, init) => {
    const answer = overrides(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    const id = /^\/api\/drawings\/([^/]+)$/.exec(url.pathname)?.[1];
    if (method === 'GET' && url.pathname === '/api/drawings') return { body: drawings };
    if (method === 'PATCH' && id) {
      drawings = drawings.map((d) => (d._id === id ? { ...d, ...body(init) } : d));
      return { body: { modifiedCount: 1 } };
    }
    if (method === 'DELETE' && id) {
      drawings = drawings.filter((d) => d._id !== id);
      return { body: { deletedCount: 1 } };
    }
    if (method === 'POST' && url.pathname === '/api/userPost') {
      return { body: { insertedId: 'p-new' } };
    }
    return undefined;
  });
}

/** What a board waiting on the device holds: its log and its picture. */
const keptBoard = () => ({
  log: { ops: [] } as unknown as StrokeLog,
  picture: new Blob(['png'], { type: 'image/png' }),
});

const renderGallery = () =>
  renderWithApp(<MyDrawingsPage />, { path: '/drawings', withSession: true });

const card = async (title: string) =>
  within(
    (await screen.findAllByRole('article')).find(
      (article) => within(article).queryByRole('heading', { name: title }) !== null,
    )!,
  );

/** Opens the card's menu and picks the action named `name` ("Rename Harbour at dusk"). */
async function pick(user: ReturnType<typeof userEvent.setup>, title: string, name: string) {
  await user.click((await card(title)).getByRole('button', { name: `More actions for ${title}` }));
  await user.click(screen.getByRole('button', { name }));
}

describe('My drawings', () => {
  it('says which drawing waits on this device for the account, and marks its card', async () => {
    const link = (drawingId: string | null, title: string) =>
      localStorage.setItem(
        'glossy-drawer-canvas-account',
        JSON.stringify({
          email: signedIn.email,
          drawingId,
          ...(drawingId ? {} : { clientId: '8d3c7c1e-6a55-4d0b-9b1b-2f6f1e0c2a11' }),
          version: drawingId ? 1 : 0,
          title,
          dirty: true,
        }),
      );
    link('d-fox', 'Fox in the snow');
    drawingsServer();
    const view = renderGallery();
    const notice = (await screen.findByText('Waiting to sync')).closest('[role="status"]')!;
    expect(notice.textContent).toMatch(
      /The latest strokes of “Fox in the snow” are on this device/,
    );
    expect((await card('Fox in the snow')).getByText('Newer strokes on this device')).toBeTruthy();
    expect((await card('Harbour at dusk')).queryByText('Newer strokes on this device')).toBeNull();
    view.unmount();

    // Saved offline, never in the account: the notice names it; no card is marked.
    link(null, 'Tunnel sketch');
    drawingsServer();
    renderGallery();
    expect(
      (
        await screen.findByText(
          /“Tunnel sketch” is saved on this device and not yet in your account/,
        )
      ).textContent,
    ).toBeTruthy();
    await screen.findAllByRole('article');
    expect(screen.queryByText('Newer strokes on this device')).toBeNull();
  });

  it('lists the drawings that left the board offline too, each as it waits', async () => {
    await queueBoard(
      {
        email: signedIn.email,
        drawingId: 'd-fox',
        version: 1,
        title: 'Fox in the snow',
        dirty: true,
      },
      keptBoard(),
    );
    await queueBoard(
      {
        email: signedIn.email,
        drawingId: null,
        clientId: 'k1',
        version: 0,
        title: 'Night sketch',
        dirty: true,
      },
      keptBoard(),
    );
    drawingsServer();
    renderGallery();
    const notice = (await screen.findByText('Waiting to sync')).closest('[role="status"]')!;
    const lines = within(notice as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'The latest strokes of “Fox in the snow” are on this device and not yet in your account.',
      '“Night sketch” is saved on this device and not yet in your account.',
    ]);
    expect((await card('Fox in the snow')).getByText('Newer strokes on this device')).toBeTruthy();
    await forgetDevice();
  });

  it('shows each drawing as a card, newest first, with its facts and ways in', async () => {
    const fetchMock = drawingsServer();
    renderGallery();

    expect(await screen.findByRole('heading', { level: 1, name: 'My drawings' })).toBeTruthy();
    const cards = (await screen.findAllByRole('article')).map((article) => within(article));
    expect(cards.map((c) => c.getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Harbour at dusk',
      'Fox in the snow',
      'Quick gesture',
    ]);
    expect(cards.map((c) => c.getByText(/^(Public|Private)$/).textContent)).toEqual([
      'Public',
      'Private',
      'Private',
    ]);
    expect(cards[0]!.getByText('12 min')).toBeTruthy();
    expect(cards[0]!.getByText('340')).toBeTruthy();
    expect(cards[0]!.getByText('2 hours ago')).toBeTruthy();
    expect(cards[1]!.getByText('1 h 5 min')).toBeTruthy();
    expect(cards[1]!.getByText('1,204')).toBeTruthy();
    expect(cards[1]!.getByText('yesterday')).toBeTruthy();
    expect(cards[2]!.getByText('45 s')).toBeTruthy();

    const pictures = cards.map((c) => c.getByRole('img'));
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual([
      'Harbour at dusk',
      'Fox in the snow',
      'Quick gesture',
    ]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    // The attributes keep each drawing's proportions: 2:1 landscape, 3:4 portrait.
    expect([pictures[0]!.getAttribute('width'), pictures[0]!.getAttribute('height')]).toEqual([
      '480',
      '240',
    ]);
    expect([pictures[1]!.getAttribute('width'), pictures[1]!.getAttribute('height')]).toEqual([
      '480',
      '640',
    ]);

    expect(cards[1]!.getByRole('link', { name: 'Open Fox in the snow' }).getAttribute('href')).toBe(
      '/canvas?drawing=d-fox',
    );
    expect(
      cards[1]!.getByRole('link', { name: 'Watch replay of Fox in the snow' }).getAttribute('href'),
    ).toBe('/drawings/d-fox/replay');
    await waitFor(() => expect(document.title).toBe('My drawings | Glossy Drawer'));
    expect(callsTo(fetchMock, 'GET', '/api/drawings')).toHaveLength(1);
  });

  it('leads to the sketchpad when there is nothing saved yet', async () => {
    drawingsServer([]);
    renderGallery();
    expect(await screen.findByRole('heading', { name: 'No drawings yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start drawing' }).getAttribute('href')).toBe(
      '/canvas',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says what went wrong, and Try again loads the list', async () => {
    let down = true;
    drawingsServer(saved(), (url) =>
      down && url.pathname === '/api/drawings'
        ? { status: 503, body: { error: { code: 'unavailable', message: 'Drawings are resting' } } }
        : undefined,
    );
    renderGallery();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Drawings are resting')).toBeTruthy();
    down = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Harbour at dusk' })).toBeTruthy();
  });

  it('renames a drawing with the trimmed title, Enter saving it', async () => {
    const fetchMock = drawingsServer();
    renderGallery();
    const user = userEvent.setup();
    await pick(user, 'Harbour at dusk', 'Rename Harbour at dusk');

    const dialog = screen.getByRole('dialog', { name: 'Rename drawing' });
    const field = within(dialog).getByRole('textbox', { name: 'Title' });
    expect((field as HTMLInputElement).value).toBe('Harbour at dusk');
    await user.clear(field);
    await user.type(field, '  Harbour at night  {Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour at night' })).toBeTruthy();
    const patches = callsTo(fetchMock, 'PATCH', '/api/drawings/d-harbour');
    expect(patches.map(([, init]) => body(init!))).toEqual([{ title: 'Harbour at night' }]);
    expect(screen.queryByRole('heading', { name: 'Harbour at dusk' })).toBeNull();
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('refuses an empty title itself, and shows the server’s word on a refused one', async () => {
    const fetchMock = drawingsServer(saved(), (url, init) =>
      init.method === 'PATCH'
        ? {
            status: 400,
            body: {
              error: {
                code: 'bad_input',
                message: 'Invalid input',
                fields: { title: 'Use letters, not control characters' },
              },
            },
          }
        : undefined,
    );
    renderGallery();
    const user = userEvent.setup();
    await pick(user, 'Quick gesture', 'Rename Quick gesture');
    const dialog = screen.getByRole('dialog', { name: 'Rename drawing' });
    const field = within(dialog).getByRole('textbox', { name: 'Title' });

    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(within(dialog).getByText('Give the drawing a title')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'PATCH', '/api/drawings/d-gesture')).toHaveLength(0);

    await user.type(field, 'Gesture study');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use letters, not control characters')).toBeTruthy();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(callsTo(fetchMock, 'PATCH', '/api/drawings/d-gesture')).toHaveLength(1);
  });

  it('deletes a drawing only once the owner confirms', async () => {
    const fetchMock = drawingsServer();
    renderGallery();
    const user = userEvent.setup();

    await pick(user, 'Fox in the snow', 'Delete Fox in the snow');
    let confirm = screen.getByRole('alertdialog', { name: 'Delete “Fox in the snow”?' });
    expect(within(confirm).getByText(/You won't be able to revert this!/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(confirm.hasAttribute('open')).toBe(false);
    expect(callsTo(fetchMock, 'DELETE', '/api/drawings/d-fox')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Fox in the snow' })).toBeTruthy();

    await pick(user, 'Fox in the snow', 'Delete Fox in the snow');
    confirm = screen.getByRole('alertdialog', { name: 'Delete “Fox in the snow”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Deleted!')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Fox in the snow' })).toBeNull(),
    );
    expect(callsTo(fetchMock, 'DELETE', '/api/drawings/d-fox')).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 drawings, last saved first')).toBeTruthy();
  });

  it('makes a private drawing public, and says so', async () => {
    const fetchMock = drawingsServer();
    renderGallery();
    const user = userEvent.setup();
    await pick(user, 'Fox in the snow', 'Make public: Fox in the snow');

    expect(await screen.findByText('“Fox in the snow” is now public')).toBeTruthy();
    const fox = await card('Fox in the snow');
    await waitFor(() => expect(fox.getByText('Public')).toBeTruthy());
    const patches = callsTo(fetchMock, 'PATCH', '/api/drawings/d-fox');
    expect(patches.map(([, init]) => body(init!))).toEqual([{ visibility: 'public' }]);

    // The menu now offers the way back.
    await user.click(fox.getByRole('button', { name: 'More actions for Fox in the snow' }));
    expect(screen.getByRole('button', { name: 'Make private: Fox in the snow' })).toBeTruthy();
  });

  it('shares a private drawing to the feed after asking to make it public', async () => {
    const fetchMock = drawingsServer();
    const { router } = renderGallery();
    const user = userEvent.setup();
    await pick(user, 'Fox in the snow', 'Share to feed: Fox in the snow');

    const ask = screen.getByRole('alertdialog', { name: 'Make it public to share?' });
    expect(within(ask).getByText(/Only public drawings can be shared/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/drawings/d-fox')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Make public' }));

    const share = await screen.findByRole('dialog', { name: 'Share to feed' });
    const text = within(share).getByRole('textbox', { name: 'Your post' });
    expect((text as HTMLTextAreaElement).value).toBe(
      'I drew Fox in the snow — watch it being drawn, stroke by stroke.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/userPost')).toHaveLength(0);
    await user.click(within(share).getByRole('button', { name: 'Post' }));

    const feedLink = await screen.findByRole('link', { name: 'See it in the feed' });
    expect(screen.getByText('Shared to the feed')).toBeTruthy();
    expect(feedLink.getAttribute('href')).toBe('/allpost');
    const calls = fetchMock.mock.calls.map(([input, init]) => ({
      call: `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
      body: init?.body ? body(init) : undefined,
    }));
    const patch = calls.findIndex((c) => c.call === 'PATCH /api/drawings/d-fox');
    const post = calls.findIndex((c) => c.call === 'POST /api/userPost');
    expect(calls[patch]!.body).toEqual({ visibility: 'public' });
    expect(calls[post]!.body).toEqual({
      status: 'I drew Fox in the snow — watch it being drawn, stroke by stroke.',
      drawingId: 'd-fox',
    });
    expect(patch).toBeGreaterThan(-1);
    expect(post).toBeGreaterThan(patch);
    expect(calls.filter((c) => c.call === 'PATCH /api/drawings/d-fox')).toHaveLength(1);

    // A plain click (sonner's pointer handling needs more than jsdom has) stays within the app.
    fireEvent.click(feedLink);
    expect(router.state.location.pathname).toBe('/allpost');
  });

  it('shares a public drawing straight away, with the words the owner wrote', async () => {
    const fetchMock = drawingsServer();
    renderGallery();
    const user = userEvent.setup();
    await pick(user, 'Harbour at dusk', 'Share to feed: Harbour at dusk');

    expect(screen.queryByRole('alertdialog', { name: 'Make it public to share?' })).toBeNull();
    const share = screen.getByRole('dialog', { name: 'Share to feed' });
    const text = within(share).getByRole('textbox', { name: 'Your post' });
    await user.clear(text);
    await user.click(within(share).getByRole('button', { name: 'Post' }));
    expect(within(share).getByText('Write something first')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/userPost')).toHaveLength(0);

    await user.type(text, '  Evening light on the water  ');
    await user.click(within(share).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Shared to the feed')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/drawings/d-harbour')).toHaveLength(0);
    const posts = callsTo(fetchMock, 'POST', '/api/userPost');
    expect(posts.map(([, init]) => body(init!))).toEqual([
      { status: 'Evening light on the water', drawingId: 'd-harbour' },
    ]);
  });

  it('sends a signed-out visitor to log in, to come back here after', async () => {
    const fetchMock = stubServer('student', (url) =>
      url.pathname === '/api/auth/get-session' ? { body: null } : undefined,
    );
    renderGallery();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(screen.getByTestId('location').dataset.from).toBe('/drawings');
    expect(callsTo(fetchMock, 'GET', '/api/drawings')).toHaveLength(0);
  });

  it('sits in the dashboard frame at /dashboard/drawings', async () => {
    drawingsServer();
    renderInDashboard([{ path: 'drawings', element: <MyDrawingsPage /> }], '/dashboard/drawings');
    expect(await screen.findByRole('heading', { level: 1, name: 'My drawings' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour at dusk' })).toBeTruthy();
    expect(screen.getByText('Dashboard')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Glossy Drawer | My drawings'));
  });
});

describe('My drawings routes', () => {
  /** The screen the app's own route table lazily loads for `path`. */
  async function screenAt(path: string) {
    // Loaded here, not at the top: a screen of the table not written yet fails these tests only.
    const { routes } = await import('../../src/app/router');
    const route: RouteObject | undefined = (matchRoutes(routes, path) ?? []).at(-1)?.route;
    if (typeof route?.lazy !== 'function') return undefined;
    const loaded = await route.lazy();
    return 'Component' in loaded ? loaded.Component : undefined;
  }

  it.each(['/drawings', '/dashboard/drawings'])('%s opens the gallery', async (path) => {
    expect(await screenAt(path)).toBe(MyDrawingsPage);
  });
});
