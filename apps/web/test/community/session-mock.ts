import { vi } from 'vitest';
import type { SessionUser } from '../../src/lib/auth/session';

/** What the mocked useSession answers; tests sign in by setting `user`. */
export const sessionState = {
  user: null as SessionUser | null,
  reload: vi.fn(async () => sessionState.user),
};

export const ana: SessionUser = {
  email: 'ana@example.com',
  displayName: 'Ana Lima',
  photoURL: '/uploads/ana.webp',
  username: null,
};

export const mockedSession = () => ({
  user: sessionState.user,
  loading: false,
  ready: true,
  token: sessionState.user ? 'test-token' : null,
  reload: sessionState.reload,
});
