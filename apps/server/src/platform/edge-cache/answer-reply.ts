import type { Context } from 'hono';
import type { AnswerCache, PublicAnswer, PublicAnswerInit } from './answer-cache';

/** Path and query of the request, the key the edge listener looks answers up by. */
export function requestTarget(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  return pathStart === -1 ? '/' : url.slice(pathStart);
}

/** The same answer the edge listener would send for a cache hit: 304 when the client has it. */
export function replyWithAnswer(c: Context, answer: PublicAnswer) {
  if (answer.isNoneMatch(c.req.header('if-none-match'))) {
    return c.body(null, 304, { ...answer.headers });
  }
  return c.body(answer.text, 200, { ...answer.headers });
}

/**
 * Answers a public GET from the cache, or builds the answer, keeps it for the edge listener, and
 * sends it. `build` returns a Response instead when the request is refused (a bad query).
 */
export async function cachedPublicAnswer(
  c: Context,
  cache: AnswerCache,
  build: () => Promise<PublicAnswerInit | Response>,
) {
  const target = requestTarget(c.req.url);
  const cached = cache.get(target);
  if (cached) return replyWithAnswer(c, cached);
  const built = await build();
  if (built instanceof Response) return built;
  return replyWithAnswer(c, cache.set(target, built));
}
