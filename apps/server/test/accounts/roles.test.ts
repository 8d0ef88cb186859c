import { roleChange, type RoleChange } from '@glossy/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminCredentials,
  adminEnv,
  bearer,
  issueToken,
  signUp,
  type SignedIn,
} from '../support/actors';
import { expectError, expectJson } from '../support/http';
import { newInstructor, signInAdmin } from '../support/studio';
import { describeEachBackend, type TestApp } from '../support/test-app';

const roleOf = async (ctx: TestApp, admin: SignedIn, who: SignedIn) => {
  const res = await ctx.request(`/api/users?q=${encodeURIComponent(who.email)}`, {
    headers: bearer(admin),
  });
  return ((await res.json()) as { role: string }[])[0]!.role;
};

const demote = (ctx: TestApp, actor: SignedIn | null, id: string, body: unknown) =>
  ctx.request(`/api/users/${id}/demotion`, {
    method: 'POST',
    json: body,
    headers: actor ? bearer(actor) : {},
  });

const grant = (ctx: TestApp, actor: SignedIn, role: 'admin' | 'instructor', id: string) =>
  ctx.request(`/api/users/${role}/${id}`, { method: 'PATCH', headers: bearer(actor) });

describeEachBackend(
  'roles',
  (ctx) => {
    it('granting instructor never demotes an admin; demotion is its own action, audited', async () => {
      const root = await signInAdmin(ctx);
      const ada = await signUp(ctx, 'ada@roles.test', 'correct-horse-1', 'Ada Admin');
      expect(await (await grant(ctx, root, 'admin', ada.userId)).json()).toEqual({
        modifiedCount: 1,
      });
      const refused = await expectError(await grant(ctx, root, 'instructor', ada.userId), 409);
      expect(refused.error.message).toMatch(/Ada Admin is already an admin/);
      expect(await roleOf(ctx, root, ada)).toBe('admin');

      expect(await (await demote(ctx, root, ada.userId, { role: 'instructor' })).json()).toEqual({
        modifiedCount: 1,
      });
      expect(await roleOf(ctx, root, ada)).toBe('instructor');
      // Demotion only lowers: back up to admin is a grant, not a demotion.
      await expectError(await demote(ctx, root, ada.userId, { role: 'admin' }), 400);
      const res = await ctx.request('/api/admin/role-changes?limit=5', { headers: bearer(root) });
      const changes = await expectJson(res, 200, z.array(roleChange));
      const [latest, before] = changes as RoleChange[];
      expect(latest).toMatchObject({
        actor: { _id: root.userId, email: adminCredentials.email },
        subject: { _id: ada.userId, name: 'Ada Admin' },
        from: 'admin',
        to: 'instructor',
      });
      expect(before).toMatchObject({ subject: { _id: ada.userId }, from: 'student', to: 'admin' });
      expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
      // The server made ADMIN_EMAIL an admin at start: on the list with no actor.
      const all = await expectJson(
        await ctx.request('/api/admin/role-changes?limit=100', { headers: bearer(root) }),
        200,
        z.array(roleChange),
      );
      expect(all.at(-1)).toMatchObject({ actor: null, subject: { _id: root.userId }, to: 'admin' });
    });

    it('the ADMIN_EMAIL account and the caller’s own role cannot be demoted', async () => {
      const root = await signInAdmin(ctx);
      const bea = await signUp(ctx, 'bea@roles.test');
      await grant(ctx, root, 'admin', bea.userId);
      // The grant ended Bea's token; she asks her session for a fresh one.
      const fresh = { ...bea, token: await issueToken(ctx, bea.email, bea.cookie) };
      const configured = await expectError(
        await demote(ctx, fresh, root.userId, { role: 'student' }),
        409,
      );
      expect(configured.error.message).toMatch(/ADMIN_EMAIL/);
      await expectError(await demote(ctx, fresh, bea.userId, { role: 'student' }), 409);
      await expectError(await grant(ctx, fresh, 'instructor', root.userId), 409);
      expect(await roleOf(ctx, root, root)).toBe('admin');
      expect(await roleOf(ctx, root, fresh)).toBe('admin');
    });

    it('only admins change roles or read the audit list; bad input is a 400, unknown users 404', async () => {
      const root = await signInAdmin(ctx);
      const cat = await newInstructor(ctx, root, 'cat@roles.test');
      const dan = await signUp(ctx, 'dan@roles.test');
      await expectError(await demote(ctx, cat, dan.userId, { role: 'student' }), 403);
      await expectError(await demote(ctx, null, dan.userId, { role: 'student' }), 401);
      await expectError(
        await ctx.request('/api/admin/role-changes', { headers: bearer(cat) }),
        403,
      );
      for (const body of [
        {},
        { role: 'owner' },
        { role: 'student', extra: 1 },
        { role: 'stu\u0000dent' },
      ]) {
        await expectError(await demote(ctx, root, cat.userId, body), 400);
      }
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        await expectError(await demote(ctx, root, id, { role: 'student' }), 404);
      }
      expect(await roleOf(ctx, root, cat)).toBe('instructor');
      expect(await (await demote(ctx, root, cat.userId, { role: 'student' })).json()).toEqual({
        modifiedCount: 1,
      });
      expect(await roleOf(ctx, root, cat)).toBe('student');
    });
  },
  { env: adminEnv },
);
