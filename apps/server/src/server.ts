import { createServer, type Server } from 'node:http';
import { scheduleReminders } from './modules/live/reminders';
import { createLiveHub } from './modules/live/room/live-hub';
import { liveStore } from './modules/live/store';
import { createNotifications } from './modules/notifications/service';
import { scheduleLiveSoon } from './modules/notifications/live-soon';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import { defaultDemoPassword, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoContent } from './db/seed';
import { seedDemoReplay } from './modules/live/demo-replay';
import { seedDemoStudio, type DemoAccount } from './db/seed/studio';
import { storageFor } from './platform/storage/storage-for';
import { ensureAdmin } from './modules/accounts/admin-bootstrap';
import { accountsStore } from './modules/accounts/store';
import { createIdentity } from './platform/auth/identity';
import { memoryAnswerCache } from './platform/edge-cache/answer-cache';
import { sharedAnswerCache } from './platform/edge-cache/shared-answers';
import { serveBackups } from './platform/storage/backups';
import { edgeListener } from './platform/edge-cache/edge-listener';
import { fileLinks } from './platform/storage/file-links';
import { createMailer } from './platform/mail/mail';
import { countedRateLimiter, createMetrics } from './platform/observability/metrics';
import {
  memoryRateLimiter,
  redisRateLimiter,
  scaledRateLimiter,
} from './platform/protection/rate-limit';
import { sharedSecret } from './platform/auth/secrets';
import { loadStaticSite } from './platform/http/static-site';
import { tokenService } from './platform/auth/tokens';
import { paths } from './paths';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Everything a process needs, ready before the first request: database migrated, demo content in. */
export async function prepareApp(config: Config, logger: Logger) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    onConnectionError: (err) => logger.warn({ err }, 'a database connection broke'),
  });
  await database.migrate(paths.migrations);
  if (config.SEED_DEMO) await seedDemoContent(database.db);
  const db = database.db;
  const metrics = createMetrics(database.poolStats);
  const [mailer, rateLimiter, authSecret, tokenSecret, fileLinkSecret] = await Promise.all([
    createMailer({ db, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    (config.REDIS_URL
      ? redisRateLimiter(config.REDIS_URL, logger)
      : Promise.resolve(memoryRateLimiter())
    ).then((limiter) =>
      countedRateLimiter(scaledRateLimiter(limiter, config.RATE_LIMIT_SCALE), metrics),
    ),
    sharedSecret(db, 'identity', config.AUTH_SECRET),
    sharedSecret(db, 'api-token', config.AUTH_SECRET && `${config.AUTH_SECRET}:api-token`),
    sharedSecret(db, 'file-links', config.AUTH_SECRET && `${config.AUTH_SECRET}:file-links`),
  ]);
  const identity = createIdentity({ config, db, mailer, secret: authSecret, logger });
  const accounts = accountsStore(db);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdmin({
      db,
      identity,
      accounts,
      logger,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
  }
  if (config.SEED_DEMO) {
    const signUp = (body: DemoAccount) => identity.api.signUpEmail({ body });
    const hosts = await seedDemoStudio(db, { password: config.DEMO_PASSWORD, signUp });
    await seedDemoReplay(db, storageFor(config), hosts);
    if (config.DEMO_PASSWORD === defaultDemoPassword && config.NODE_ENV === 'production') {
      logger.warn('demo accounts sign in with the README’s password: set DEMO_PASSWORD');
    }
  }
  const site = loadStaticSite(paths.webDist);
  if (!site) logger.warn({ webDist: paths.webDist }, 'web app is not built; serving the API only');
  const publicAnswers = config.REDIS_URL
    ? await sharedAnswerCache(memoryAnswerCache(), config.REDIS_URL, logger)
    : { ...memoryAnswerCache(), close: async () => undefined };
  const notifications = await createNotifications({ config, db, logger, mailer });
  const deps = {
    notifications,
    config,
    database,
    db,
    logger,
    mailer,
    rateLimiter,
    metrics,
    identity,
    tokens: tokenService(tokenSecret),
    fileLinks: fileLinks(fileLinkSecret),
    accounts,
    publicAnswers,
  };
  const app = createApp({ ...deps, site });
  const live = await createLiveHub(deps);
  return {
    app,
    database,
    mailer,
    /** What node:http calls: cached public answers straight away, the app for everything else. */
    listener: edgeListener({
      answers: publicAnswers,
      logger,
      app: getRequestListener(app.fetch),
      trust: config.TRUST_PROXY,
      metrics,
    }),
    /** node:http's 'upgrade': the live rooms' WebSockets. */
    upgrade: live.upgrade,
    notifications,
    /** Says goodbye to every live room socket: a server does not close while they are open. */
    closeLive: () => live.close(),
    async dispose() {
      await live.close();
      await Promise.all([rateLimiter.close(), publicAnswers.close(), notifications.close()]);
      await database.close();
    },
  };
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const { listener, upgrade, closeLive, database, mailer, notifications, dispose } =
    await prepareApp(config, logger);
  const server: Server = createServer(listener);
  server.on('upgrade', upgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const stopBackups = database.dump
    ? serveBackups(config.dataDir, database.dump, logger)
    : () => undefined;
  const stopReminders = scheduleReminders(liveStore(database.db), mailer, config.publicUrl, logger);
  const stopLiveSoon = scheduleLiveSoon(database.db, notifications, logger);
  logger.info({ url, database: database.kind }, 'Glossy Drawer is listening');
  return {
    url,
    async close() {
      stopBackups();
      stopReminders();
      stopLiveSoon();
      await closeLive();
      // Open notification streams would keep the server from closing.
      await notifications.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await dispose();
    },
  };
}
