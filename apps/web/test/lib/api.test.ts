import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, onAuthFailure, onTokenRejected, tokenKey } from '../../src/lib/api';
import { stubApi } from '../support/app';

const expired = { status: 401, body: { error: { code: 'unauthorized', message: 'expired' } } };

describe('a rejected API token', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is renewed once through the session, and the call is tried again with the new one', async () => {
    localStorage.setItem(tokenKey, 'old');
    const fetchMock = stubApi({
      'GET /api/me': (init) =>
        new Headers(init.headers).get('Authorization') === 'Bearer new'
          ? { body: { ok: true } }
          : expired,
    });
    const renew = vi.fn(async () => {
      localStorage.setItem(tokenKey, 'new');
      return true;
    });
    const signedOut = vi.fn();
    const stopRenewing = onTokenRejected(renew);
    const stopListening = onAuthFailure(signedOut);
    const answers = await Promise.all([apiGet('/me'), apiGet('/me')]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    // Two calls met the old token at once: one renewal served both.
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(signedOut).not.toHaveBeenCalled();
    stopRenewing();
    stopListening();
  });

  it('signs out when the session cannot renew it, without trying again and again', async () => {
    localStorage.setItem(tokenKey, 'old');
    const fetchMock = stubApi({ 'GET /api/me': expired });
    const signedOut = vi.fn();
    const stopRenewing = onTokenRejected(async () => false);
    const stopListening = onAuthFailure(signedOut);
    await expect(apiGet('/me')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(signedOut).toHaveBeenCalledTimes(1);
    stopRenewing();
    stopListening();
  });
});
