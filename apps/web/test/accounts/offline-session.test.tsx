import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenKey } from '../../src/lib/api';
import { rememberedUser } from '../../src/lib/auth/remembered-user';
import { hasQueued, markQueued } from '../../src/lib/offline/outbox-flag';
import { useSession } from '../../src/lib/auth/session';
import { renderWithApp, requestsTo, stubApi } from '../support/app';

const identity = {
  id: 'u1',
  email: 'ada@offline.test',
  name: 'Ada Offline',
  image: null,
  username: 'ada',
};

function WhoIsIn() {
  const { user, ready, token, logout } = useSession();
  const [refused, setRefused] = useState('');
  if (!ready) return null;
  return (
    <>
      <p>{user ? `In as ${user.displayName} with ${token ?? 'no token'}` : 'Signed out'}</p>
      <button
        type="button"
        onClick={() => void logout().catch((err: unknown) => setRefused(String(err)))}
      >
        Logout
      </button>
      <p>{refused}</p>
    </>
  );
}

let online = true;
const routes = () =>
  stubApi({
    'GET /api/auth/get-session': () =>
      online ? { body: { user: identity } } : new TypeError('Failed to fetch'),
    'POST /api/jwt': () =>
      online ? { body: { token: 'fresh-token' } } : new TypeError('Failed to fetch'),
    'POST /api/auth/sign-out': { body: { success: true } },
  });

beforeEach(() => {
  localStorage.clear();
  online = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a signed-in artist offline', () => {
  it('stays signed in on this device when the server cannot be reached, and is checked once online', async () => {
    routes();
    const first = renderWithApp(<WhoIsIn />, { withSession: true });
    await screen.findByText('In as Ada Offline with fresh-token');
    expect(rememberedUser()).toMatchObject({ email: identity.email });
    first.unmount();

    // The page opened again on a train: the session cannot be asked for.
    online = false;
    const api = routes();
    renderWithApp(<WhoIsIn />, { withSession: true });
    await screen.findByText('In as Ada Offline with fresh-token');
    expect(localStorage.getItem(tokenKey)).toBe('fresh-token');

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(requestsTo(api, 'GET /api/auth/get-session')).toHaveLength(2));
    await screen.findByText('In as Ada Offline with fresh-token');
  });

  it('is a visitor offline when nobody was signed in here, and signed out when the server says so', async () => {
    online = false;
    routes();
    const offline = renderWithApp(<WhoIsIn />, { withSession: true });
    await screen.findByText('Signed out');
    offline.unmount();

    localStorage.setItem(tokenKey, 'old-token');
    localStorage.setItem(
      'glossy-drawer-session-user',
      JSON.stringify({ email: identity.email, displayName: 'Ada', photoURL: null, username: null }),
    );
    stubApi({ 'GET /api/auth/get-session': { body: null } });
    renderWithApp(<WhoIsIn />, { withSession: true });
    await screen.findByText('Signed out');
    expect(rememberedUser()).toBeNull();
    expect(localStorage.getItem(tokenKey)).toBeNull();
  });

  it('is not signed out while work made offline waits to be sent', async () => {
    const api = routes();
    renderWithApp(<WhoIsIn />, { withSession: true });
    await screen.findByText('In as Ada Offline with fresh-token');
    markQueued();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(/has not reached your account yet/)).toBeTruthy();
    expect(requestsTo(api, 'POST /api/auth/sign-out')).toHaveLength(0);
    expect(screen.getByText('In as Ada Offline with fresh-token')).toBeTruthy();
  });

  it('signs out, forgetting the user it remembered for offline use', async () => {
    routes();
    renderWithApp(<WhoIsIn />, { withSession: true });
    await screen.findByText('In as Ada Offline with fresh-token');
    expect(rememberedUser()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByText('Signed out');
    expect(rememberedUser()).toBeNull();
    expect(hasQueued()).toBe(false);
  });
});
