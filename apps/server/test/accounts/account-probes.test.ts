import { expect, it } from 'vitest';
import { bearer, identityHeaders, signUp } from '../support/actors';
import { expectError } from '../support/http';
import { describeEachBackend } from '../support/test-app';

describeEachBackend('probing accounts and forging calls', (ctx) => {
  it('does not say which usernames exist, nor let sign-up pick one', async () => {
    await signUp(ctx, 'known.artist@probe.test');
    const asked = await ctx.request('/api/auth/is-username-available', {
      method: 'POST',
      json: { username: 'known.artist' },
      headers: identityHeaders(ctx),
    });
    expect(asked.status).toBe(404);
    const picked = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email: 'new@probe.test',
        password: 'correct-horse-1',
        name: 'New',
        username: 'known.artist',
      },
      headers: identityHeaders(ctx),
    });
    const body = await expectError(picked, 400);
    expect(body.error.fields).toHaveProperty('username');
  });

  it('one user’s posts, by email, only for a signed-in caller', async () => {
    const ann = await signUp(ctx, 'ann@probe.test');
    await expectError(await ctx.request(`/api/post?email=${ann.email}`), 401);
    const mine = await ctx.request(`/api/post?email=${ann.email}`, { headers: bearer(ann) });
    expect(mine.status).toBe(200);
    // The feed stays public.
    expect((await ctx.request('/api/allPost')).status).toBe(200);
  });

  it('limits password-change attempts like sign-in attempts', async () => {
    const bo = await signUp(ctx, 'bo@probe.test');
    const client = '203.0.113.77';
    const attempt = () =>
      ctx.request('/api/auth/change-password', {
        method: 'POST',
        client,
        json: { currentPassword: 'wrong-guess-1', newPassword: 'another-pass-1' },
        headers: identityHeaders(ctx, bo.cookie),
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).not.toBe(429);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a cookie-carrying change from another site, and stores nothing', async () => {
    const cy = await signUp(ctx, 'cy@probe.test');
    const post = (headers: Record<string, string>) =>
      ctx.request('/api/userPost', {
        method: 'POST',
        json: { status: 'Posted from somewhere' },
        headers: { cookie: cy.cookie, ...headers },
      });
    const before = await ctx.counts();
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.test' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of forged) await expectError(await post(headers), 403);
    await expectError(
      await ctx.request('/api/jwt', {
        method: 'POST',
        json: { email: cy.email },
        headers: { cookie: cy.cookie, origin: 'https://evil.test' },
      }),
      403,
    );
    expect(await ctx.counts()).toEqual(before);
    expect((await post({ origin: ctx.config.publicUrl })).status).toBe(201);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    // An API token is the way in for other origins: no browser sends one on its own.
    const withToken = await ctx.request('/api/userPost', {
      method: 'POST',
      json: { status: 'Posted with a token' },
      headers: { ...bearer(cy), origin: 'https://other-client.test' },
    });
    expect(withToken.status).toBe(201);
  });
});
