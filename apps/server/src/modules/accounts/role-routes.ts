import {
  demotionRequest,
  modifiedAnswer,
  roleChange,
  roleChangesQuery,
  signOutEverywhereAnswer,
  userIdParam,
  type Role,
  type RoleChange,
} from '@glossy/contract';
import { z } from 'zod';
import { createApi, createRoute } from '../../platform/http/api';
import { requireUser } from '../../platform/auth/caller';
import type { Caller, UserRecord } from '../../platform/http/context';
import { normalizeEmail } from '../../platform/mail/emails';
import { AppError, notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';
import type { ModuleDeps } from '../deps';
import { denied, errorResponse, json, jsonBody, unauthenticated } from '../openapi';
import { canAccounts } from './policy';
import { roleStore } from './role-store';

const rank: Record<Role, number> = { student: 0, instructor: 1, admin: 2 };

const grantRole = (role: 'admin' | 'instructor') =>
  createRoute({
    method: 'patch',
    path: `/users/${role}/{id}`,
    tags: ['accounts'],
    summary: `Grants the ${role} role (admin); never lowers a role: demotion is its own action`,
    request: { params: userIdParam },
    responses: {
      200: json(modifiedAnswer, 'modifiedCount is 0 when the user already had the role'),
      401: unauthenticated,
      403: denied,
      404: errorResponse('No such user'),
      409: errorResponse('The caller’s own role, or a user who already holds a higher role'),
    },
  });

const demote = createRoute({
  method: 'post',
  path: '/users/{id}/demotion',
  tags: ['accounts'],
  summary: 'Lowers a user’s role (admin), written to the audit list; ends the user’s API tokens',
  request: { params: userIdParam, body: jsonBody(demotionRequest) },
  responses: {
    200: json(modifiedAnswer, 'Demoted'),
    400: errorResponse('Bad input'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such user'),
    409: errorResponse('The caller’s own role, the ADMIN_EMAIL account, or not a lower role'),
  },
});

const signOut = createRoute({
  method: 'post',
  path: '/users/{id}/sign-out',
  tags: ['accounts'],
  summary: 'Ends every session and API token of a user (admin)',
  request: { params: userIdParam },
  responses: {
    200: json(signOutEverywhereAnswer, 'Sessions ended'),
    401: unauthenticated,
    403: denied,
    404: errorResponse('No such user'),
  },
});

const listChanges = createRoute({
  method: 'get',
  path: '/admin/role-changes',
  tags: ['accounts'],
  summary: 'Who changed whose role, newest first (admin); total in X-Total-Count',
  request: { query: roleChangesQuery },
  responses: {
    200: json(z.array(roleChange), 'Role changes'),
    400: errorResponse('Bad query'),
    401: unauthenticated,
    403: denied,
  },
});

async function requireAdmin(caller: Caller): Promise<UserRecord> {
  const actor = await requireUser(caller);
  if (!canAccounts(actor, 'users:grant-role'))
    throw new AppError(403, 'You are not allowed to do that.');
  return actor;
}

const pageSize = 20;

/** Granting, demoting, signing a user out everywhere, and the audit list of role changes. */
export function roleRoutes({ db, accounts, config }: ModuleDeps) {
  const roles = roleStore(db);
  const configuredAdmin = config.ADMIN_EMAIL ? normalizeEmail(config.ADMIN_EMAIL) : null;

  async function subjectOf(caller: Caller, id: string) {
    const actor = await requireAdmin(caller);
    const subject = isUuid(id) ? await accounts.findById(id) : null;
    if (!subject) throw notFound('User');
    return { actor, subject };
  }

  async function changeRole(caller: Caller, id: string, to: Role, direction: 'up' | 'down') {
    const { actor, subject } = await subjectOf(caller, id);
    // An admin who demoted themselves could leave the site without any admin.
    if (subject.id === actor.id) throw new AppError(409, 'You cannot change your own role.');
    if (subject.role === to) return 0;
    if (direction === 'up' && rank[subject.role] > rank[to]) {
      throw new AppError(
        409,
        `${subject.name} is already ${subject.role === 'admin' ? 'an admin' : `an ${subject.role}`}; to lower a role, demote them.`,
      );
    }
    if (direction === 'down') {
      if (rank[to] > rank[subject.role])
        throw new AppError(409, `Demotion lowers a role; ${subject.name} is a ${subject.role}.`);
      if (subject.email === configuredAdmin)
        throw new AppError(
          409,
          'This is the site’s configured admin (ADMIN_EMAIL); it stays admin.',
        );
    }
    const changed = await roles.change(actor.id, subject.id, subject.role, to);
    if (!changed)
      throw new AppError(409, 'Someone else changed this user’s role; reload the list.');
    return changed;
  }

  const present = (row: Awaited<ReturnType<typeof roles.list>>['rows'][number]): RoleChange => ({
    _id: row.id,
    actor: row.actor && { _id: row.actor.id, name: row.actor.name, email: row.actor.email },
    subject: { _id: row.subject.id, name: row.subject.name, email: row.subject.email },
    from: row.from,
    to: row.to,
    date: row.createdAt.toISOString(),
  });

  return createApi()
    .openapi(grantRole('admin'), async (c) =>
      c.json(
        { modifiedCount: await changeRole(c.var.caller, c.req.valid('param').id, 'admin', 'up') },
        200,
      ),
    )
    .openapi(grantRole('instructor'), async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ modifiedCount: await changeRole(c.var.caller, id, 'instructor', 'up') }, 200);
    })
    .openapi(demote, async (c) => {
      const { id } = c.req.valid('param');
      const { role } = c.req.valid('json');
      return c.json({ modifiedCount: await changeRole(c.var.caller, id, role, 'down') }, 200);
    })
    .openapi(signOut, async (c) => {
      const { subject } = await subjectOf(c.var.caller, c.req.valid('param').id);
      return c.json(
        { revokedSessions: await roles.signOutEverywhere(subject.id, subject.email) },
        200,
      );
    })
    .openapi(listChanges, async (c) => {
      await requireAdmin(c.var.caller);
      const { page = 1, limit = pageSize } = c.req.valid('query');
      const { rows, total } = await roles.list(page, limit);
      c.header('X-Total-Count', String(total));
      return c.json(rows.map(present), 200);
    });
}
