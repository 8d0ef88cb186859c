import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { negotiateCoding, type AnswerCache, type PublicAnswer } from './answer-cache';
import { logRequest, requestIdFrom } from '../http/request-context';
import { apiHeaderList } from '../protection/security-headers';
import { clientAddress, type TrustedProxies } from '../protection/client-address';
import type { Metrics } from '../observability/metrics';

const securityHeaders = apiHeaderList.flat();

/** Everything but Content-Length, Content-Encoding and X-Request-Id, as Node's flat header list. */
const sharedHeaders = new WeakMap<PublicAnswer, string[]>();
function answerHeaders(answer: PublicAnswer) {
  let headers = sharedHeaders.get(answer);
  if (!headers) {
    // A page's answer carries a page's security headers; every other answer gets the API's.
    const own = 'content-security-policy' in answer.headers;
    headers = [...(own ? [] : securityHeaders), ...Object.entries(answer.headers).flat()];
    sharedHeaders.set(answer, headers);
  }
  return headers;
}

function send(req: IncomingMessage, res: ServerResponse, answer: PublicAnswer, requestId: string) {
  const headers = [...answerHeaders(answer), 'X-Request-Id', requestId];
  if (answer.isNoneMatch(req.headers['if-none-match'])) {
    res.writeHead(304, headers);
    res.end();
    return 304;
  }
  const { body, coding } = answer.representation(negotiateCoding(req.headers['accept-encoding']));
  if (coding) headers.push('Content-Encoding', coding);
  headers.push('Content-Length', String(body.length));
  res.writeHead(200, headers);
  res.end(body);
  return 200;
}

/**
 * The first stop of every request. A GET whose exact target holds a public answer (kept by the
 * route that built it) is sent from memory with the same headers, request id, ETag, compression
 * and log line the app would give it; everything else goes on to the app. Such answers are the
 * same for every caller and their routes have no rate limit, so nothing the router would do
 * is skipped, only its cost: the hottest read then costs little more than a bare server.
 */
export function edgeListener({
  answers,
  logger,
  app,
  trust,
  metrics,
}: {
  answers: AnswerCache;
  logger: Logger;
  app: RequestListener;
  trust: TrustedProxies;
  metrics: Metrics;
}): RequestListener {
  return (req, res) => {
    // A cross-origin call (browsers send Origin on those only) goes to the app, whose CORS layer
    // decides on its Access-Control-Allow-Origin; the answers kept here are the same-origin ones.
    if (req.method !== 'GET' || !req.url || req.headers.origin !== undefined) return app(req, res);
    const answer = answers.get(req.url);
    if (!answer) return app(req, res);
    const started = performance.now();
    const incomingId = req.headers['x-request-id'];
    const requestId = requestIdFrom(typeof incomingId === 'string' ? incomingId : undefined);
    const status = send(req, res, answer, requestId);
    const path = req.url.split('?', 1)[0] ?? req.url;
    const forwarded = req.headers['x-forwarded-for'];
    const client = clientAddress(
      req.socket.remoteAddress,
      typeof forwarded === 'string' ? forwarded : undefined,
      trust,
    );
    logRequest(logger, { requestId, client, method: 'GET', path, status, started });
    metrics.observe('GET', 'edge', status, (performance.now() - started) / 1000);
  };
}
