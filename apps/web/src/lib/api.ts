import type { ErrorBody } from '@glossy/contract';

export const tokenKey = 'access-token';

/** An API error as the server describes it: status, message and, for bad input, a message per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer at all: offline, or the connection dropped (the client's status 0). */
export const isUnreachable = (err: unknown) => err instanceof ApiError && err.status === 0;

/** No answer, or one that says 'later' (busy, failing): the same request may well go through. */
export const isWorthRetrying = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 0 || err.status === 429 || err.status >= 500;

type TokenRenewer = () => Promise<boolean>;
let tokenRenewer: TokenRenewer | null = null;
let renewal: Promise<boolean> | null = null;

/**
 * A token ends with a role change (or its session): the session, when it still lives, can hand out
 * a fresh one, and the call is tried again with it before anyone is signed out.
 */
export function onTokenRejected(renew: TokenRenewer): () => void {
  tokenRenewer = renew;
  return () => {
    if (tokenRenewer === renew) tokenRenewer = null;
  };
}

/**
 * Every call that meets a rejected token at once shares one renewal; a live room's socket closed
 * for an expired token asks through here too.
 */
export function renewToken(): Promise<boolean> {
  if (!tokenRenewer) return Promise.resolve(false);
  renewal ??= tokenRenewer()
    .catch(() => false)
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

type AuthFailureListener = () => void;
const authFailureListeners = new Set<AuthFailureListener>();

/** Spec §6: a 401 or 403 logs the user out and sends them to /login. */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authFailureListeners.add(listener);
  return () => {
    authFailureListeners.delete(listener);
  };
}

type Transport = (input: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (input, init) => fetch(input, init);

/**
 * Where calls go. The browser sends them to its own origin; the server, rendering a public page,
 * hands them to its own app in-process (there is no origin to resolve `/api` against there).
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** The saved token; none while the server renders a page, which is the same for every visitor. */
export const savedToken = () =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(tokenKey);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart (an upload, a drawing's save). */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a lesson's position, saved as the student leaves). */
  keepalive?: boolean;
  /**
   * For calls where a 403 means "not yours" (a lesson of a course the user has not bought), not a
   * bad session: the screen explains, and the user stays signed in. A 401 still signs out.
   */
  forbiddenIsAnswer?: boolean;
  /**
   * Skips the browser's copy of a public answer (kept up to 30 s) and stores the new one, so that
   * what the user just changed shows at once on the screens that read it.
   */
  fresh?: boolean;
  /** False for the call that renews the token itself, and for the one retry after a renewal. */
  renew?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

// A structural check instead of the contract's zod schema keeps zod out of the first-visit bundle.
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body))
    return new ApiError(response.status, body.error.message, body.error.fields);
  return new ApiError(response.status, response.statusText || 'Request failed');
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = savedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: multipart
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.keepalive && { keepalive: true }),
      ...(options.fresh && { cache: 'reload' as const }),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (response.status === 401 && token && options.renew !== false && (await renewToken())) {
    return apiRequest<T>(path, { ...options, renew: false });
  }
  if (!response.ok) {
    const error = await readError(response);
    const signsOut =
      response.status === 401 || (response.status === 403 && !options.forbiddenIsAnswer);
    if (signsOut && token) {
      for (const listener of authFailureListeners) listener();
    }
    throw error;
  }
  const data = response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  return { data, headers: response.headers };
}

/** The list's whole length from X-Total-Count; a server that leaves it out sent everything. */
export const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('X-Total-Count'));
  return headers.has('X-Total-Count') && Number.isFinite(total) ? total : fallback;
};

export const apiGet = async <T>(path: string, signal?: AbortSignal) =>
  (await apiRequest<T>(path, { signal })).data;

export const apiSend = async <T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) => (await apiRequest<T>(path, { method, body })).data;
