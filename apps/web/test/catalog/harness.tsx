import type { Course } from '@glossy/contract';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../src/lib/auth/session';
import { renderWithApp as renderAppScreen } from '../support/app';
import { stubFetch as stubApiCalls, type StubReply } from '../support/fetch-stub';

/**
 * Renders UI inside the app's providers: router (at `url`), query cache, session and toasts.
 * Who is signed in is decided by the identity answers given to `stubFetch`.
 */
export const renderWithApp = (ui: ReactNode, options: { url?: string; path?: string } = {}) =>
  renderAppScreen(ui, { ...options, withSession: true });

export type StubbedReply = StubReply;

/** The identity server's answers for a visitor who is signed in as `user`, or signed out. */
function identityReply(url: URL, user: SessionUser | null): StubbedReply | null {
  if (url.pathname === '/api/auth/get-session') {
    const identity = user && { id: 'u1', email: user.email, name: user.displayName, image: null };
    return { body: identity && { user: identity } };
  }
  if (url.pathname === '/api/jwt') return { body: { token: 'test-token' } };
  return null;
}

/**
 * Replaces fetch: `answer` receives the method, the URL and the parsed JSON body of every API
 * call; the identity calls are answered for `signedIn`.
 */
export function stubFetch(
  answer: (method: string, url: URL, body: unknown) => StubbedReply,
  { signedIn = null }: { signedIn?: SessionUser | null } = {},
) {
  return stubApiCalls(
    ({ method, url, body }) => identityReply(url, signedIn) ?? answer(method, url, body),
  );
}

export function aCourse(overrides: Partial<Course> = {}): Course {
  return {
    _id: 'c0ffee00-0000-4000-8000-000000000001',
    id: 1,
    img: '/media/courses/course-01.webp',
    name: 'Foundations of Drawing',
    Details:
      'Learn to see like an artist: line, shape, value and form. Draw confident still lifes with pencil.',
    rating: 4.8,
    reviewCount: 312,
    Level: 'Beginner',
    Instructor: 'Maya Okafor',
    price: 49,
    videoUrl: null,
    syllabus: [
      { title: 'Seeing shapes', minutes: 18 },
      { title: 'Line weight', minutes: 22 },
    ],
    students: 1840,
    ...overrides,
  };
}

export const student: SessionUser = {
  email: 'ana@example.com',
  displayName: 'Ana Lima',
  photoURL: null,
  username: null,
};
