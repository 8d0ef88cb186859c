import { vi } from 'vitest';

/** One answer of the stubbed server; an Error is a network failure. */
export interface StubReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call the app made, as the answering function sees it. */
export interface StubRequest {
  method: string;
  /** Resolved against http://localhost: `url.pathname` and `url.searchParams` are the API's. */
  url: URL;
  /** "METHOD /api/path?query" exactly as the app asked it. */
  key: string;
  /** The JSON body sent, parsed; undefined for none or for a form. */
  body: unknown;
  init: RequestInit;
}

type Answer = StubReply | Error | undefined;

/** A JSON response as the API sends one. */
export function jsonReply(reply: StubReply) {
  const status = reply.status ?? 200;
  // A 204 carries no body at all: Response refuses one.
  const body = status === 204 ? null : JSON.stringify(reply.body ?? null);
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', ...reply.headers },
  });
}

/**
 * The web tests' one fetch stub: `answer` replies to each call the app makes; a call it leaves
 * unanswered (undefined) fails the test loudly. Returns the mock, to read the calls from.
 */
export function stubFetch(answer: (request: StubRequest) => Answer | Promise<Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://localhost');
    const key = `${method} ${String(input)}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = await answer({ method, url, key, body, init });
    if (reply === undefined) throw new Error(`Unexpected request ${key}`);
    if (reply instanceof Error) throw reply;
    return jsonReply(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubFetch>;

/** The calls made to `path` (without its query) with `method`. */
export const callsTo = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET') === method && url.pathname === path;
  });
