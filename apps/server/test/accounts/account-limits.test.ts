import { expect, it } from 'vitest';
import { identityHeaders, signUp } from '../support/actors';
import { expectError } from '../support/http';
import { describeEachBackend, type TestApp } from '../support/test-app';

const signInAs = (ctx: TestApp, email: string, password: string, client: string) =>
  ctx.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    headers: identityHeaders(ctx),
    client,
  });

const askReset = (ctx: TestApp, email: string, client: string) =>
  ctx.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
    headers: identityHeaders(ctx),
    client,
  });

describeEachBackend(
  'limits per account beside those per address',
  (ctx) => {
    it('gives twelve addresses twenty guesses at one account in all, not twelve times ten', async () => {
      const target = await signUp(ctx, 'target@limits.test');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const res = await signInAs(ctx, target.email, 'wrong-guess-1', `198.51.100.${i + 1}`);
          statuses.push(res.status);
        }
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
      // Another account is no poorer for it.
      const other = await signUp(ctx, 'other@limits.test');
      expect((await signInAs(ctx, other.email, 'correct-horse-1', '198.51.100.1')).status).toBe(
        200,
      );
    });

    it('keeps one visitor’s failures at one address from locking out the others there', async () => {
      const school = '192.0.2.44';
      const ada = await signUp(ctx, 'ada@limits.test');
      const bo = await signUp(ctx, 'bo@limits.test');
      for (let i = 0; i < 10; i += 1) {
        expect((await signInAs(ctx, ada.email, 'not-her-password', school)).status).toBe(401);
      }
      await expectError(await signInAs(ctx, ada.email, 'not-her-password', school), 429);
      // Bo signs in from the same address, and so can Ada from home.
      expect((await signInAs(ctx, bo.email, 'correct-horse-1', school)).status).toBe(200);
      expect((await signInAs(ctx, ada.email, 'correct-horse-1', '203.0.113.200')).status).toBe(200);
    });

    it('sends an account at most three reset mails an hour, from any address', async () => {
      const cy = await signUp(ctx, 'cy@limits.test');
      const dee = await signUp(ctx, 'dee@limits.test');
      for (let i = 0; i < 3; i += 1) {
        expect((await askReset(ctx, cy.email, `198.51.100.${50 + i}`)).status).toBe(200);
      }
      await expectError(await askReset(ctx, cy.email, '198.51.100.99'), 429);
      expect((await askReset(ctx, dee.email, '198.51.100.50')).status).toBe(200);
    });
  },
  { env: { SEED_DEMO: 'false' } },
);
