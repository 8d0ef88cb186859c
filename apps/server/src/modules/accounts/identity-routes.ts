import { identityFields } from '@glossy/contract';
import type { Context, Hono } from 'hono';
import { clientAddressHeader } from '../../platform/protection/client-address';
import type { AppEnv } from '../../platform/http/context';
import {
  nestsTooDeep,
  refuseControlsInJson,
  refuseControlsInUrl,
} from '../../platform/http/control-characters';
import { databaseAnswers } from '../../db/client';
import {
  AppError,
  databaseAway,
  errorBody,
  invalidInput,
  zodFields,
} from '../../platform/http/errors';
import { handleWatchingOutages } from '../../platform/auth/identity';
import { rateLimit, rateLimitBy } from '../../platform/protection/rate-limit';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { namedFiles, type NamedFile } from '../files/named-files';

const minute = 60_000;

/** The identity routes that write the user's name or picture: our rules before the library's. */
const writesProfile = new Set(['/api/auth/sign-up/email', '/api/auth/update-user']);

function checkProfileFields(path: string, body: object) {
  if (!writesProfile.has(path)) return;
  const checked = identityFields.safeParse(body);
  if (checked.success) return;
  throw invalidInput(zodFields(checked.error));
}

/** The request with the client's address in the one header Better Auth reads it from. */
function withClientAddress(c: Context<AppEnv>, request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(clientAddressHeader, c.get('clientAddress'));
  return new Request(request, { headers });
}

interface ReadBody {
  text: string;
  /** The body parsed, or undefined when it is not JSON or nests too deep to parse. */
  parsed: unknown;
}
const readBodies = new WeakMap<Request, Promise<ReadBody>>();

/**
 * A POST's body, read once for the request however many checks ask (its rate limits by email,
 * the JSON check, the profile picture); the request itself still carries it to the library.
 */
function bodyOf(c: Context<AppEnv>): Promise<ReadBody> {
  const request = c.req.raw;
  let read = readBodies.get(request);
  if (!read) {
    read = request
      .clone()
      .text()
      .then((text) => {
        if (nestsTooDeep(text)) return { text, parsed: undefined };
        try {
          return { text, parsed: JSON.parse(text) as unknown };
        } catch {
          return { text, parsed: undefined };
        }
      });
    readBodies.set(request, read);
  }
  return read;
}

/**
 * A POST to the identity endpoints must carry a JSON object (an empty body counts as `{}`): the
 * library trips over anything else. Sign-up and the profile update also pass the product's field
 * rules. Answers the request to hand on.
 */
async function withJsonObjectBody(c: Context<AppEnv>): Promise<Request> {
  refuseControlsInUrl(c);
  const request = c.req.raw;
  if (request.method !== 'POST') return request;
  const { text, parsed: body } = await bodyOf(c);
  if (text.trim() === '') {
    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    return new Request(request, { body: '{}', headers });
  }
  refuseControlsInJson(text);
  if (body === undefined) throw new AppError(400, 'Malformed JSON in request body');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError(400, 'The request body must be a JSON object');
  }
  checkProfileFields(c.req.path, body);
  return request;
}

/**
 * The account a sign-in or a reset is for: the email of its body, as the library will read it.
 * A body that is not such JSON names none (the route refuses it anyway).
 */
async function emailOfBody(c: Context<AppEnv>): Promise<string | null> {
  if (c.req.method !== 'POST') return null;
  const email = ((await bodyOf(c)).parsed as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : null;
}

/**
 * Better Auth answers errors as `{ code, message }` or with an empty body; ours always carry the
 * API's `{ error: { code, message } }` too. Its own fields stay, for clients written against it.
 */
async function inApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let original: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      original = parsed as Record<string, unknown>;
  } catch {
    original = {};
  }
  const message =
    typeof original.message === 'string' && original.message
      ? original.message
      : response.status === 404
        ? 'No such identity endpoint'
        : response.statusText || 'Request failed';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const body = { ...original, ...errorBody(response.status, message) };
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * Better Auth's endpoints under /api/auth, behind our rate limits (429 with Retry-After, shared
 * through Redis when configured) on everything that guesses or sends mail.
 */
export function mountIdentity(
  app: Hono<AppEnv>,
  { db, config, identity, rateLimiter }: ModuleDeps,
) {
  const files = namedFiles(db, storageFor(config), config.publicUrl);
  /**
   * The picture a profile write names must be the caller's own upload or one of ours; someone
   * signing up has no uploads yet.
   */
  async function profilePicture(c: Context<AppEnv>): Promise<NamedFile | null> {
    if (c.req.method !== 'POST' || !writesProfile.has(c.req.path)) return null;
    // withJsonObjectBody has passed the body: an empty one stands for {}.
    const { image } = identityFields.parse((await bodyOf(c)).parsed ?? {});
    if (!image) return null;
    const actor = c.req.path === '/api/auth/update-user' ? await c.var.caller.user() : null;
    return files.check(actor, 'image', image, 'picture', 'public');
  }

  // Per address, enough for a school or an office behind one address; per account at one
  // address, what one visitor may try; per account, the guesses and mails one account may be the
  // target of, from every address together (decision 0024).
  const limits = [
    { path: '/api/auth/sign-in/*', rule: { name: 'sign-in', limit: 60, windowMs: minute } },
    { path: '/api/auth/sign-up/*', rule: { name: 'sign-up', limit: 5, windowMs: minute } },
    {
      path: '/api/auth/request-password-reset',
      rule: { name: 'reset-request', limit: 10, windowMs: minute },
    },
    { path: '/api/auth/reset-password', rule: { name: 'reset', limit: 5, windowMs: minute } },
    // Guessing the current password from a stolen session is guessing like any sign-in.
    {
      path: '/api/auth/change-password',
      rule: { name: 'change-password', limit: 5, windowMs: minute },
    },
  ];
  for (const { path, rule } of limits) app.use(path, rateLimit(rateLimiter, rule));
  const signIn = '/api/auth/sign-in/email';
  const reset = '/api/auth/request-password-reset';
  const byEmail = async (c: Context<AppEnv>) => {
    const email = await emailOfBody(c);
    return email && `email:${email}`;
  };
  const byEmailHere = async (c: Context<AppEnv>) => {
    const email = await emailOfBody(c);
    return email && `email:${email}@${c.get('clientAddress')}`;
  };
  app.use(
    signIn,
    rateLimitBy(rateLimiter, { name: 'sign-in-here', limit: 10, windowMs: minute }, byEmailHere),
  );
  app.use(
    signIn,
    rateLimitBy(
      rateLimiter,
      { name: 'sign-in-account', limit: 20, windowMs: 15 * minute },
      byEmail,
    ),
  );
  app.use(
    reset,
    rateLimitBy(
      rateLimiter,
      { name: 'reset-request-account', limit: 3, windowMs: 60 * minute },
      byEmail,
    ),
  );
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const checked = await withJsonObjectBody(c);
    const picture = await profilePicture(c);
    const request = withClientAddress(c, checked);
    const { response, metOutage } = await handleWatchingOutages(() => identity.handler(request));
    // Better Auth answers its own failures with a bare 500 (or a sign-up's 422): when the
    // database was away meanwhile, or still is, that is the outage's 503, as on every route.
    if (metOutage || (response.status === 500 && !(await databaseAnswers(db)))) {
      throw databaseAway();
    }
    if (response.ok) await files.claim([picture], 'public');
    return inApiErrorShape(response);
  });
}
