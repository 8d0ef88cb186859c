import {
  adminFlag,
  adminOverview as adminOverviewSchema,
  authOptions as authOptionsSchema,
  createUserRequest,
  emailParam,
  insertedAnswer,
  instructorFlag,
  tokenAnswer,
  tokenRequest,
  userListQuery,
  userSummary,
  type Role,
} from '@glossy/contract';
import { z } from 'zod';
import { createApi, createOpenRoute, createRoute } from '../../platform/http/api';
import { requireUser, sessionSignedIn } from '../../platform/auth/caller';
import type { Caller } from '../../platform/http/context';
import { AppError } from '../../platform/http/errors';
import { storageFor } from '../../platform/storage/storage-for';
import type { ModuleDeps } from '../deps';
import { namedFiles } from '../files/named-files';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { adminOverview } from './overview';
import { canAccounts, type AccountsAction } from './policy';
import { presentUserSummary } from './presenter';

// Gated on the session, not on whatever token comes along (see sessionSignedIn).
const issueToken = createOpenRoute({
  method: 'post',
  path: '/jwt',
  tags: ['accounts'],
  summary:
    'An API token for the identity signed in with the session cookie, and only for that email',
  middleware: [sessionSignedIn] as const,
  request: { body: jsonBody(tokenRequest) },
  responses: {
    200: json(tokenAnswer, 'Token'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
  },
});

const createUser = createRoute({
  method: 'post',
  path: '/users',
  tags: ['accounts'],
  summary:
    'Creates the signed-in identity’s product record (always a student); insertedId only when new',
  request: { body: jsonBody(createUserRequest) },
  responses: {
    200: json(insertedAnswer, 'Already existed (insertedId null)'),
    201: json(insertedAnswer, 'Created'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: denied,
  },
});

const listUsers = createRoute({
  method: 'get',
  path: '/users',
  tags: ['accounts'],
  summary: 'All users (admin); search with q, page with page/limit, total in X-Total-Count',
  request: { query: userListQuery },
  responses: {
    200: json(z.array(userSummary), 'Users'),
    400: errorResponse('Bad query'),
    401: unauthenticated,
    403: denied,
  },
});

const roleFlag = (role: 'admin' | 'instructor') =>
  createRoute({
    method: 'get',
    path: `/users/${role}/{email}`,
    tags: ['accounts'],
    summary: `Whether the user holds the ${role} role (the user themself or an admin)`,
    request: { params: emailParam },
    responses: {
      200: json(role === 'admin' ? adminFlag : instructorFlag, 'Flag'),
      401: unauthenticated,
      403: denied,
    },
  });

const options = createRoute({
  method: 'get',
  path: '/auth-options',
  tags: ['accounts'],
  summary: 'Which sign-in methods this server offers',
  responses: { 200: json(authOptionsSchema, 'Sign-in methods') },
});

const overview = createRoute({
  method: 'get',
  path: '/admin/overview',
  tags: ['accounts'],
  summary: 'Counts for the admin home: users by role, courses, pending courses, orders, revenue',
  responses: { 200: json(adminOverviewSchema, 'Overview'), 401: unauthenticated, 403: denied },
});

async function authorize(caller: Caller, action: AccountsAction, subjectEmail?: string) {
  const actor = await requireUser(caller);
  if (!canAccounts(actor, action, subjectEmail))
    throw new AppError(403, 'You are not allowed to do that.');
  return actor;
}

const pageSize = 20;

export function accountsRoutes({ db, accounts, tokens, config }: ModuleDeps) {
  const files = namedFiles(db, storageFor(config), config.publicUrl);
  async function hasRole(caller: Caller, email: string, role: Role) {
    await authorize(caller, 'users:read-role', email);
    return (await accounts.findByEmail(email))?.role === role;
  }

  return createApi()
    .openapi(issueToken, async (c) => {
      const identity = await c.var.caller.sessionIdentity();
      const sid = await c.var.caller.sessionId();
      const { email } = c.req.valid('json');
      if (!identity || !sid || identity.email.toLowerCase() !== email.toLowerCase()) {
        throw new AppError(401, 'No signed-in session for this email.');
      }
      // Read, never created here: POST /users answers insertedId only for the record it makes.
      const record = await accounts.findByEmail(identity.email);
      const ver = record?.tokenVersion ?? 0;
      const claims = { sub: identity.id, email: identity.email, sid, ver };
      return c.json({ token: await tokens.issue(claims) }, 200);
    })
    .openapi(createUser, async (c) => {
      const identity = await c.var.caller.identity();
      if (!identity) throw new AppError(401, 'Please log in first.');
      const body = c.req.valid('json');
      if (
        !canAccounts(
          { role: 'student', email: identity.email.toLowerCase() },
          'users:create-record',
          body.email,
        )
      ) {
        throw new AppError(403, 'You can only create your own user record.');
      }
      const owner = await accounts.findByEmail(identity.email);
      const photo = await files.checkOptional(owner, 'photo', body.photo, 'picture', 'public');
      const insertedId = await accounts.createUser({
        name: body.name,
        email: identity.email,
        photo: photo?.path ?? body.photo,
      });
      await files.claim([photo], 'public');
      return insertedId ? c.json({ insertedId }, 201) : c.json({ insertedId: null }, 200);
    })
    .openapi(listUsers, async (c) => {
      await authorize(c.var.caller, 'users:list');
      const query = c.req.valid('query');
      const page = query.page ?? 1;
      const limit = query.limit ?? pageSize;
      const { rows, total } = await accounts.listUsers({ q: query.q, page, limit });
      c.header('X-Total-Count', String(total));
      return c.json(rows.map(presentUserSummary), 200);
    })
    .openapi(roleFlag('admin'), async (c) =>
      c.json({ admin: await hasRole(c.var.caller, c.req.valid('param').email, 'admin') }, 200),
    )
    .openapi(roleFlag('instructor'), async (c) =>
      c.json(
        { instructor: await hasRole(c.var.caller, c.req.valid('param').email, 'instructor') },
        200,
      ),
    )
    .openapi(options, (c) =>
      c.json(
        { googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) },
        200,
      ),
    )
    .openapi(overview, async (c) => {
      await authorize(c.var.caller, 'admin:overview');
      return c.json(await adminOverview(db, accounts), 200);
    });
}
