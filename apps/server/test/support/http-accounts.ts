import { z } from 'zod';
import type { Sender } from './visitor';

/** A site as a browser reaches it: the address requests go to, and the origin its pages have. */
export interface Site {
  url: string;
  origin: string;
}

export interface RemoteAccount {
  email: string;
  token: string;
}

export const bearerOf = (account: RemoteAccount) => ({
  authorization: `Bearer ${account.token}`,
});

const tokenAnswer = z.object({ token: z.string() });

/**
 * Signs up over HTTP the way the web app does (account, user record, API token). Throws at the
 * first step that is not answered as it should be: under an outage the caller tries again later.
 */
export async function signUpOverHttp(
  site: Site,
  email: string,
  send: Sender,
): Promise<RemoteAccount> {
  const identity = { origin: site.origin };
  const step = async (path: string, json: unknown, headers: Record<string, string>) => {
    const answer = await send(path, { method: 'POST', json, headers });
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer;
  };
  const signedUp = await step(
    '/api/auth/sign-up/email',
    { email, password: 'correct-horse-1', name: email.split('@')[0] },
    identity,
  );
  const session = (signedUp.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.includes('session_token='));
  if (!session) throw new Error(`no session cookie for ${email}`);
  const withSession = { ...identity, cookie: session };
  await step('/api/users', { name: email, email, role: 'student' }, withSession);
  const { token } = tokenAnswer.parse(
    JSON.parse((await step('/api/jwt', { email }, withSession)).text),
  );
  return { email, token };
}
