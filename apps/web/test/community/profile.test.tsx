import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../src/lib/auth/session';
import ProfilePage from '../../src/features/community/ProfilePage';
import {
  bodyOf,
  makePost,
  makeProfile,
  polyfillDialog,
  renderWithApp,
  requestsTo,
  stubApi,
} from './harness';
import { ana, sessionState } from './session-mock';

vi.mock('../../src/lib/auth/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  const { mockedSession } = await import('./session-mock');
  return { ...actual, useSession: mockedSession };
});

beforeAll(() => {
  polyfillDialog();
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionState.user = null;
  sessionState.reload.mockClear();
  localStorage.clear();
});

const profileUrl = 'GET /api/unikUser?email=ana%40example.com';
const roleRoutes = {
  'GET /api/users/admin/ana%40example.com': { body: { admin: false } },
  'GET /api/users/instructor/ana%40example.com': { body: { instructor: false } },
};

function stubProfile(extra: Parameters<typeof stubApi>[0] = {}) {
  let profile = makeProfile();
  const fetchMock = stubApi({
    ...roleRoutes,
    // As the server answers it: the one profile alone in an array.
    [profileUrl]: () => ({ body: [profile] }),
    'GET /api/post?email=ana%40example.com': {
      body: [makePost({ email: ana.email, name: 'Ana Lima', status: 'My heron' })],
    },
    [`PUT /api/updateUser/${profile._id}`]: (init) => {
      const update = JSON.parse(String(init.body)) as Record<string, string>;
      profile = { ...profile, name: update.nameValue!, intro: update.introValue! };
      return { body: { modifiedCount: 1 } };
    },
    ...extra,
  });
  return fetchMock;
}

describe('Profile page', () => {
  it('sends a signed-out visitor to log in', () => {
    stubApi({});
    renderWithApp(<ProfilePage />, { path: '/profile' });
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.getByTestId('location').dataset.from).toBe('/profile');
  });

  it('shows the banner, photo, name, friends, the filled-in intro and the posts', async () => {
    sessionState.user = ana;
    stubProfile();
    renderWithApp(<ProfilePage />, { path: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeTruthy();
    expect(screen.getByText('42 friends')).toBeTruthy();
    const images = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    // The banner on another host falls back to the site's own.
    expect(images).toContain('/media/site/profile-banner.webp');
    expect(images).toContain('/uploads/ana.webp');

    const intro = screen.getByRole('region', { name: 'Intro' });
    expect(within(intro).getByText('I paint birds.')).toBeTruthy();
    expect(within(intro).getByText('Illustrator')).toBeTruthy();
    expect(within(intro).getByText('Porto')).toBeTruthy();
    expect(within(intro).queryByText('Professional')).toBeNull();
    expect(within(intro).queryByText('Relationship')).toBeNull();
    expect(await screen.findByText('My heron')).toBeTruthy();
  });

  it('submits the original field names and says the spec line', async () => {
    sessionState.user = ana;
    const fetchMock = stubProfile();
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ana L.');
    const bio = within(dialog).getByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, 'Birds and boats');
    await user.type(within(dialog).getByLabelText('Relationship'), 'Single');
    await user.click(within(dialog).getByRole('button', { name: 'Update Now' }));

    expect(await screen.findByText('Profile is update sucessfully')).toBeTruthy();
    const sent = bodyOf(requestsTo(fetchMock, 'PUT /api/updateUser/65a0000000000000000000bb')[0]);
    expect(sent).toEqual({
      nameValue: 'Ana L.',
      photoValue: '/uploads/ana.webp',
      TolatFdValue: 42,
      bannerValue: 'https://elsewhere.example/banner.jpg',
      introValue: 'Birds and boats',
      JobsValue: 'Illustrator',
      profesonalValue: '',
      schoolValue: '',
      collageValue: 'Fine Arts Lisbon',
      LivesValue: 'Lisbon',
      relationsValue: 'Single',
      LocationValue: 'Porto',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana L.' })).toBeTruthy();
    expect(sessionState.reload).toHaveBeenCalled();
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it('uploads a new photo and sends its address', async () => {
    sessionState.user = ana;
    localStorage.setItem('access-token', 'test-token');
    const fetchMock = stubProfile({
      'POST /api/uploads': { status: 201, body: { url: '/uploads/new-face.webp' } },
    });
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });

    const file = new File(['png'], 'face.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Photo'), file);
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Photo preview' }).getAttribute('src')).toBe(
        '/uploads/new-face.webp',
      ),
    );
    const upload = requestsTo(fetchMock, 'POST /api/uploads')[0]!;
    const form = upload[1]!.body as FormData;
    expect((form.get('file') as File).name).toBe('face.png');
    expect((upload[1]!.headers as Record<string, string>).Authorization).toBe('Bearer test-token');

    await user.click(within(dialog).getByRole('button', { name: 'Update Now' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/updateUser/65a0000000000000000000bb')).toHaveLength(1),
    );
    const sent = bodyOf(requestsTo(fetchMock, 'PUT /api/updateUser/65a0000000000000000000bb')[0]);
    expect(sent.photoValue).toBe('/uploads/new-face.webp');
  });

  it('refuses a picture over 5 MB without uploading it', async () => {
    sessionState.user = ana;
    const fetchMock = stubProfile();
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Banner'), { target: { files: [big] } });
    expect(await screen.findByText(/larger than 5 MB/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/uploads')).toHaveLength(0);
  });

  it('checks the name before sending', async () => {
    sessionState.user = ana;
    const fetchMock = stubProfile();
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(screen.getByText('Enter your name')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT /api/updateUser/65a0000000000000000000bb')).toHaveLength(0);
  });

  it('publishes a post from "What\'s on your mind?"', async () => {
    sessionState.user = ana;
    const fetchMock = stubProfile({
      'POST /api/userPost': { status: 201, body: { insertedId: 'p9' } },
    });
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "What's on your mind?" }));
    const dialog = screen.getByRole('dialog', { name: 'Create post' });
    await user.type(within(dialog).getByLabelText('Your post'), 'Sunset study');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Your work has been saved')).toBeTruthy();
    const sent = bodyOf(requestsTo(fetchMock, 'POST /api/userPost')[0]);
    expect(sent).toMatchObject({
      status: 'Sunset study',
      email: ana.email,
      name: 'Ana Lima',
      photo: '/uploads/ana.webp',
    });
    expect(Number.isNaN(Date.parse(String(sent.date)))).toBe(false);
    expect(sent).not.toHaveProperty('image');
    // The list is read again so the new post shows.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/post?email=ana%40example.com').length).toBe(2),
    );
  });
});
