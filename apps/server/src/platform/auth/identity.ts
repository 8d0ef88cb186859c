import { AsyncLocalStorage } from 'node:async_hooks';
import { controlInLine, ownPicturePath, passwordPolicy } from '@glossy/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, username } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema';
import type { Logger as PinoLogger } from 'pino';
import type { Mailer } from '../mail/mail';
import { clientAddressHeader } from '../protection/client-address';
import { databaseUnavailable } from '../../db/db-errors';

/** The origins the site is served from: where a browser's cookie-carrying call may come from. */
export const siteOrigins = (publicUrl: string) => [
  new URL(publicUrl).origin,
  new URL(publicUrl.replace('//localhost', '//127.0.0.1')).origin,
];

export const resetLinkLifetimeSeconds = 60 * 60;
export const googleProviderId = 'google';

/** The part of the email before '@', made unique with a number when someone already has it. */
export async function freeUsername(db: Db, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '')
    .slice(0, 24);
  const base = local.length >= 3 ? local : `artist${local}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    const [taken] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.username, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

/**
 * Whatever writes the identity's name or picture (Google's profile, the library's own routes, which
 * our routes check first): a name of one line and at most 100 characters, and a picture only when
 * it is one of ours; Google's picture lives on Google's hosts, so it is not used.
 */
const everyControl = new RegExp(controlInLine.source, 'g');

function ownProfileFields(user: { name?: string | null; image?: string | null }) {
  const fields: { name?: string; image?: string | null } = {};
  if (typeof user.name === 'string') {
    fields.name = user.name.replace(everyControl, ' ').trim().slice(0, 100) || 'Artist';
  }
  if (user.image !== undefined) {
    fields.image = user.image && ownPicturePath.test(user.image) ? user.image : null;
  }
  return fields;
}

/** Better Auth owns credentials and sessions; the product's roles live in `users`. */
/**
 * Whether the database was away while Better Auth handled the current request. The library
 * answers a failed write with its own 500, or with a 422 'Failed to create user' for a sign-up,
 * and only logs the error it met: that log is where the outage shows, so the route can answer
 * the outage's 503 (ask again) instead of blaming the client.
 */
const identityRequest = new AsyncLocalStorage<{ metOutage: boolean }>();

export async function handleWatchingOutages(handle: () => Promise<Response>) {
  const seen = { metOutage: false };
  const response = await identityRequest.run(seen, handle);
  return { response, metOutage: seen.metOutage };
}

function noteOutage(args: unknown[]) {
  const seen = identityRequest.getStore();
  if (seen && args.some((arg) => databaseUnavailable(arg))) seen.metOutage = true;
}

export function createIdentity(options: {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  logger: PinoLogger;
}) {
  const { config, db, mailer, secret, logger } = options;
  const identityLog = logger.child({ module: 'identity' });
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? genericOAuth({
          config: [
            {
              providerId: googleProviderId,
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              discoveryUrl: `${(config.GOOGLE_ISSUER ?? 'https://accounts.google.com').replace(/\/$/, '')}/.well-known/openid-configuration`,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            },
          ],
        })
      : undefined;

  return betterAuth({
    appName: 'Glossy Drawer',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: siteOrigins(config.publicUrl),
    telemetry: { enabled: false },
    // It would tell anyone which usernames (the part of an email before '@') have an account.
    disabledPaths: ['/is-username-available'],
    logger: {
      level: 'warn',
      log: (level, message, ...args: unknown[]) => {
        noteOutage(args);
        identityLog[level](message);
      },
    },
    // Our own limiter answers 429 in the API's error shape and is shared through Redis.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordPolicy.min,
      maxPasswordLength: passwordPolicy.max,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: resetLinkLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: 'Reset your Glossy Drawer password',
          text: [
            `Hello ${user.name},`,
            '',
            'Someone (hopefully you) asked to reset your Glossy Drawer password.',
            `Open this link within one hour to choose a new one: ${link}`,
            '',
            'The link works once. If you did not ask for it, ignore this mail; your password stays as it is.',
          ].join('\n'),
        });
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: [googleProviderId] } },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: {
      cookiePrefix: 'glossy',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // Only the address our request context worked out (TRUST_PROXY), set by the identity route
      // over anything a client sent: X-Forwarded-For itself is anyone's to write.
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              ...ownProfileFields(user),
              username: await freeUsername(db, user.email),
            },
          }),
        },
        update: { before: async (user) => ({ data: { ...user, ...ownProfileFields(user) } }) },
      },
    },
    plugins: [username({ displayUsername: false }), ...(google ? [google] : [])],
  });
}

export type Identity = ReturnType<typeof createIdentity>;
