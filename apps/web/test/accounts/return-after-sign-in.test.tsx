import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuthCallbackPage from '../../src/features/accounts/AuthCallbackPage';
import LoginPage from '../../src/features/accounts/LoginPage';
import type * as SessionModule from '../../src/lib/auth/session';
import type { SessionUser } from '../../src/lib/auth/session';
import { useReturnPath } from '../../src/features/accounts/useReturnPath';
import { renderWithApp, stubApi } from '../support/app';

const user: SessionUser = {
  email: 'ana@example.com',
  displayName: 'Ana Lima',
  photoURL: null,
  username: null,
};

const session = vi.hoisted(() => ({
  reload: vi.fn(),
  ensureRecord: vi.fn(),
  signIn: vi.fn(),
}));

vi.mock('../../src/lib/auth/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  return {
    ...actual,
    useSession: () => ({
      user: null,
      loading: false,
      ready: true,
      token: null,
      reload: session.reload,
      ensureRecord: session.ensureRecord,
      signIn: session.signIn,
      signInWithGoogle: vi.fn(),
      logout: vi.fn(),
    }),
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const location = () => screen.getByTestId('location').textContent;

describe('Google sign-in callback', () => {
  it.each([
    ['/\\evil.test', '/'],
    ['//evil.test', '/'],
    ['/%2F%2Fevil.test', '/'],
    ['/%5Cevil.test', '/'],
    ['javascript:alert(1)', '/'],
    ['/courses?q=ink', '/courses?q=ink'],
  ])('from=%s goes to %s once signed in, never hanging on the spinner', async (from, to) => {
    session.reload.mockResolvedValue(user);
    session.ensureRecord.mockResolvedValue({ created: false });
    renderWithApp(<AuthCallbackPage />, {
      path: '/auth/callback',
      url: `/auth/callback?from=${encodeURIComponent(from)}`,
    });
    await waitFor(() => expect(location()).toBe(to));
    expect(screen.queryByText('Signing you in…')).toBeNull();
    expect(session.reload).toHaveBeenCalledTimes(1);
  });

  it('goes home when there is no from parameter', async () => {
    session.reload.mockResolvedValue(user);
    session.ensureRecord.mockResolvedValue({ created: false });
    renderWithApp(<AuthCallbackPage />, { path: '/auth/callback', url: '/auth/callback' });
    await waitFor(() => expect(location()).toBe('/'));
  });
});

function ReturnPathProbe() {
  return <output data-testid="return-path">{useReturnPath()}</output>;
}

const probe = (from: { pathname: string; search?: string; hash?: string }) => {
  const router = createMemoryRouter([{ path: '/login', element: <ReturnPathProbe /> }], {
    initialEntries: [{ pathname: '/login', state: { from } }],
  });
  render(<RouterProvider router={router} />);
  return screen.getByTestId('return-path').textContent;
};

describe('The return path of the log-in and sign-up pages', () => {
  it.each([
    [{ pathname: '/courses', search: '?page=2', hash: '#list' }, '/courses?page=2#list'],
    [{ pathname: '/\\evil.test' }, '/'],
    [{ pathname: '//evil.test' }, '/'],
    [{ pathname: '/%5Cevil.test' }, '/'],
    [{ pathname: '/courses', search: '?q=\n' }, '/'],
    [{ pathname: '/LOGIN' }, '/'],
  ])('from %j is %s', (from, expected) => {
    expect(probe(from)).toBe(expected);
  });

  it.each([
    ['http://localhost:3000/courses?level=Beginner', '/courses?level=Beginner'],
    ['https://evil.test/courses', '/'],
    ['http://localhost:3000/signup', '/'],
    ['', '/'],
  ])(
    'without router state (a plain link followed before the app started), from the referrer %j is %s',
    (referrer, expected) => {
      vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
      vi.spyOn(window, 'location', 'get').mockReturnValue(
        new URL('http://localhost:3000/login') as unknown as Location,
      );
      const router = createMemoryRouter([{ path: '/login', element: <ReturnPathProbe /> }], {
        initialEntries: ['/login'],
      });
      render(<RouterProvider router={router} />);
      expect(screen.getByTestId('return-path').textContent).toBe(expected);
      vi.restoreAllMocks();
    },
  );

  it('sends the user home after logging in when the from path was off-site', async () => {
    stubApi({ 'GET /api/auth-options': { body: { googleSignIn: false } } });
    session.signIn.mockResolvedValue(undefined);
    // A crafted link leaves a hostile `from` in the log-in page's history entry.
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
      { initialEntries: [{ pathname: '/login', state: { from: { pathname: '/\\evil.test' } } }] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText('Username or email'), 'ana@example.com');
    await typist.type(screen.getByLabelText('Password'), 'correct-horse-1');
    await typist.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.signIn).toHaveBeenCalledWith('ana@example.com', 'correct-horse-1');
  });
});
