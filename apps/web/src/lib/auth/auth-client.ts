import { ApiError } from '../api';

/** The identity endpoints' user, as Better Auth answers it. */
export interface IdentityUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  username?: string | null;
}

const friendlyMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'That email and password do not match. Check them and try again.',
  INVALID_USERNAME_OR_PASSWORD:
    'That username and password do not match. Check them and try again.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Log in instead?',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'An account with this email already exists. Log in instead?',
  PASSWORD_TOO_SHORT: 'Your password is too short: use at least 8 characters.',
  PASSWORD_TOO_LONG: 'Your password is too long: use at most 128 characters.',
  INVALID_EMAIL: 'Enter a valid email address.',
  INVALID_TOKEN: 'This reset link is invalid or has expired. Ask for a new one.',
};

function toError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const record = body as {
      code?: unknown;
      message?: unknown;
      error?: { message?: unknown; fields?: Record<string, string> };
    };
    if (typeof record.code === 'string' && friendlyMessages[record.code]) {
      return new ApiError(status, friendlyMessages[record.code]!);
    }
    // Our own field rules answer in the API's shape: keep which field, for the form to say where.
    if (record.error && typeof record.error.message === 'string')
      return new ApiError(status, record.error.message, record.error.fields);
    if (typeof record.message === 'string' && record.message)
      return new ApiError(status, record.message);
  }
  if (status === 429)
    return new ApiError(status, 'Too many attempts. Please wait a minute and try again.');
  return new ApiError(status, 'Something went wrong. Please try again.');
}

/** Calls an identity endpoint under /api/auth with the session cookie. */
export async function authRequest<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toError(response.status, data);
  return data as T;
}

export const identityApi = {
  currentSession: () => authRequest<{ user: IdentityUser } | null>('/get-session'),
  /** The spec's login field takes a username or an email. */
  signIn: (login: string, password: string) =>
    login.includes('@')
      ? authRequest<{ user: IdentityUser }>('/sign-in/email', { email: login, password })
      : authRequest<{ user: IdentityUser }>('/sign-in/username', { username: login, password }),
  signUp: (input: { name: string; email: string; password: string; image?: string }) =>
    authRequest<{ user: IdentityUser }>('/sign-up/email', input),
  signOut: () => authRequest<{ success: boolean }>('/sign-out', {}),
  startGoogle: (callbackURL: string, errorCallbackURL: string) =>
    authRequest<{ url: string }>('/sign-in/social', {
      provider: 'google',
      callbackURL,
      errorCallbackURL,
      newUserCallbackURL: callbackURL,
    }),
  requestPasswordReset: (email: string) =>
    authRequest<{ status: boolean }>('/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    }),
  resetPassword: (token: string, newPassword: string) =>
    authRequest<{ status: boolean }>('/reset-password', { token, newPassword }),
};
