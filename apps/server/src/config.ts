import path from 'node:path';
import { parseTrustProxy } from './platform/protection/client-address';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** An origin as a browser sends it in `Origin`: scheme, host and port, with nothing after. */
const webOrigin = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    } catch {
      return false;
    }
  }, 'must be an origin such as https://app.example.com (scheme and host, no path)')
  .transform((value) => new URL(value).origin);

/**
 * A comma-separated list of origins; empty (the default) means same origin only. Each is checked
 * and written the way browsers send it (lower-case host, no default port), so it compares exactly.
 */
const originList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(webOrigin));

/** The README's demo password: anyone can read it, so a public install must set another. */
export const defaultDemoPassword = 'draw-with-us-1';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Glossy Drawer <hello@glossydrawer.local>'),
    CONTACT_INBOX: z.email().default('hello@glossydrawer.local'),
    S3_ENDPOINT: optionalText,
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Another Stripe API base (a local stand-in such as stripe-mock); Stripe's own by default. */
    STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: optionalText.pipe(z.url().optional()),
    /** Other sites whose pages may call the API (a client built for the original server). */
    CORS_ORIGINS: originList,
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).optional()),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** Largest course video an instructor may upload, in megabytes. */
    VIDEO_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(500),
    /**
     * Proxies in front that may say who the client is (X-Forwarded-For): off by default; a hop
     * count (`1` behind one load balancer), a comma-separated list of the proxies' addresses, or a
     * hop count with the addresses its nearest proxy connects from (`2,10.0.0.5`).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const trust = parseTrustProxy(value);
        if (typeof trust === 'string') {
          ctx.addIssue({ code: 'custom', message: trust });
          return z.NEVER;
        }
        return trust;
      }),
    /** Bearer token that may read GET /api/metrics; without it the route does not exist. */
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    /** Multiplies every rate limit; load tests and browser journeys from one address raise it. */
    RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(10_000).default(1),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** What the demo accounts (SEED_DEMO) sign in with; public, so only for demo installs. */
    DEMO_PASSWORD: z.string().min(8).max(128).default(defaultDemoPassword),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

export type Config = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start; a bad variable stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env_ = parsed.data;
  return {
    ...env_,
    dataDir: path.resolve(env_.DATA_DIR),
    publicUrl: (env_.PUBLIC_URL ?? `http://localhost:${env_.PORT}`).replace(/\/$/, ''),
  };
}
