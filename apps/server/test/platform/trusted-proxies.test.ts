import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { authSessions } from '../../src/db/schema';
import { clientAddress, parseTrustProxy } from '../../src/platform/protection/client-address';
import { identityHeaders, signUp } from '../support/actors';
import { expectError } from '../support/http';
import { withTestApp, type TestApp } from '../support/test-app';

describe('TRUST_PROXY', () => {
  it('is off, a hop count, or the proxies’ addresses; anything else stops the start with its name', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy(' false ')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.1, ::ffff:10.0.0.2,fd00::1')).toEqual({
      kind: 'addresses',
      addresses: new Set(['10.0.0.1', '10.0.0.2', 'fd00::1']),
    });
    expect(parseTrustProxy('2, 10.0.0.5,::ffff:10.0.0.6')).toEqual({
      kind: 'hops',
      hops: 2,
      from: new Set(['10.0.0.5', '10.0.0.6']),
    });
    expect(() => loadConfig({ TRUST_PROXY: 'loadbalancer' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '1,2' })).toThrow(/one hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '1,proxy.local' })).toThrow(/proxy\.local/);
  });

  it('takes the client from X-Forwarded-For through trusted hops only, from its right end', () => {
    const none = parseTrustProxy('') as Exclude<ReturnType<typeof parseTrustProxy>, string>;
    const one = { kind: 'hops', hops: 1 } as const;
    const two = { kind: 'hops', hops: 2 } as const;
    const listed = { kind: 'addresses', addresses: new Set(['10.0.0.1', '10.0.0.2']) } as const;
    const twoFromBalancer = { kind: 'hops', hops: 2, from: new Set(['10.0.0.5']) } as const;
    const cases: [string | undefined, string | undefined, typeof none, string][] = [
      ['10.0.0.1', '203.0.113.9', none, '10.0.0.1'],
      ['10.0.0.1', undefined, one, '10.0.0.1'],
      ['10.0.0.1', '203.0.113.9', one, '203.0.113.9'],
      // A client that writes the header itself only adds on the left: the proxy's entry wins.
      ['10.0.0.1', '1.1.1.1, 203.0.113.9', one, '203.0.113.9'],
      ['10.0.0.2', '203.0.113.9, 10.0.0.1', two, '203.0.113.9'],
      ['::ffff:10.0.0.1', '203.0.113.9', one, '203.0.113.9'],
      ['10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.1', listed, '203.0.113.9'],
      // Not from a listed proxy: the header is the caller's own word, not taken.
      ['198.51.100.4', '203.0.113.9', listed, '198.51.100.4'],
      // A hop count told where its proxy connects from: behind it, two hops are believed...
      ['10.0.0.5', '1.1.1.1, 203.0.113.9, 10.0.0.7', twoFromBalancer, '203.0.113.9'],
      // ...and a client reaching the port directly names nobody but itself.
      ['198.51.100.4', '203.0.113.9, 10.0.0.7', twoFromBalancer, '198.51.100.4'],
      // Garbage where an address should be ends the walk at the last good hop.
      ['10.0.0.1', 'not-an-ip', one, '10.0.0.1'],
      [undefined, '203.0.113.9', none, 'unknown'],
    ];
    for (const [socket, header, trust, client] of cases)
      expect(clientAddress(socket, header, trust), `${socket} ${header}`).toBe(client);
  });

  const signInFrom = (ctx: TestApp, forwardedFor: string) =>
    ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'ghost@proxy.test', password: 'wrong-password' },
      headers: { ...identityHeaders(ctx), 'x-forwarded-for': forwardedFor },
      // Every request arrives from the load balancer's address.
      client: '10.0.0.1',
    });

  it('behind one proxy, each visitor has their own limits, and sessions record their address', async () => {
    await withTestApp('pglite', { env: { TRUST_PROXY: '1', SEED_DEMO: 'false' } }, async (ctx) => {
      for (let i = 0; i < 10; i++) expect((await signInFrom(ctx, '203.0.113.7')).status).toBe(401);
      await expectError(await signInFrom(ctx, '203.0.113.7'), 429, 'rate_limited');
      // Forging an address on the left does not escape the limit.
      await expectError(await signInFrom(ctx, '1.2.3.4, 203.0.113.7'), 429, 'rate_limited');
      expect((await signInFrom(ctx, '203.0.113.8')).status).toBe(401);

      const { email } = await signUp(ctx, 'ada@proxy.test');
      const res = await ctx.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: 'correct-horse-1' },
        headers: { ...identityHeaders(ctx), 'x-forwarded-for': '203.0.113.50' },
        client: '10.0.0.1',
      });
      expect(res.status).toBe(200);
      const sessions = await ctx.db.select({ ip: authSessions.ipAddress }).from(authSessions);
      expect(sessions.map((s) => s.ip)).toContain('203.0.113.50');
    });
  });

  it('a hop count told its proxy’s address ignores the header from anyone reaching the port directly', async () => {
    const env = { TRUST_PROXY: '1,10.0.0.9', SEED_DEMO: 'false' };
    await withTestApp('pglite', { env }, async (ctx) => {
      // signInFrom arrives from 10.0.0.1, which is not the proxy: each forged address is ignored.
      for (let i = 0; i < 10; i++)
        expect((await signInFrom(ctx, `203.0.113.${i}`)).status).toBe(401);
      await expectError(await signInFrom(ctx, '203.0.113.99'), 429, 'rate_limited');
    });
  });

  it('off by default: X-Forwarded-For changes nothing, so nobody can pick a fresh limit', async () => {
    await withTestApp('pglite', { env: { SEED_DEMO: 'false' } }, async (ctx) => {
      for (let i = 0; i < 10; i++)
        expect((await signInFrom(ctx, `203.0.113.${i}`)).status).toBe(401);
      await expectError(await signInFrom(ctx, '203.0.113.99'), 429, 'rate_limited');
    });
  });
});
