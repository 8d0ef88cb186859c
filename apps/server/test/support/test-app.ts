import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { createLogger } from '../../src/platform/observability/logger';
import { prepareApp } from '../../src/server';
import { acquireDatabase, availableBackends, type BackendName } from './backends';
import { listTables, rowCounts, snapshotTables, type DbSnapshot } from './db-state';
import { preparePgliteDataDir } from './pglite-template';
import { copyTemplateFiles, scratchRoot, seededTemplateFor } from './seeded-template';
import { listen, type Listening } from './raw-http';

export type { BackendName } from './backends';

export interface TestAppOptions {
  /** Extra environment for loadConfig, e.g. { SEED_DEMO: 'false' }. */
  env?: Record<string, string>;
}

export interface TestRequestInit extends RequestInit {
  /** Sent as the JSON body with Content-Type: application/json. */
  json?: unknown;
  /**
   * The connection's remote address, as @hono/node-server would see it. By default every request
   * comes from a new address, so rate limits never interfere; pin one to test a limit, or pass
   * null for no connection info at all (a bare in-process request: the limiter sees 'unknown').
   */
  client?: string | null;
}

/** One isolated app on its own database; what every API suite talks to. */
export interface TestApp {
  readonly backend: BackendName;
  readonly app: App;
  readonly db: Db;
  readonly config: Config;
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** Serves the app over real HTTP as `npm start` does, edge listener first; closed on dispose. */
  listen(): Promise<Listening>;
  /** Row count and content digest of every table. */
  snapshot(): Promise<DbSnapshot>;
  counts(): Promise<Record<string, number>>;
}

export interface DisposableTestApp extends TestApp {
  dispose(): Promise<void>;
}

let clientCounter = 0;
const nextClientAddress = () => {
  clientCounter += 1;
  return `198.18.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

/** Node's request bindings, minimal: enough for getConnInfo() to find the remote address. */
const connectionBindings = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } },
});

function toRequest(app: App, url: string, init: TestRequestInit = {}) {
  const { json, client, ...rest } = init;
  const headers = new Headers(rest.headers);
  let body = rest.body;
  if (json !== undefined) {
    body = JSON.stringify(json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const absolute = url.startsWith('http') ? url : `http://localhost${url}`;
  const requestInit: RequestInit = { ...rest, headers, body };
  if (client === null) return app.request(absolute, requestInit);
  return app.request(absolute, requestInit, connectionBindings(client ?? nextClientAddress()));
}

/**
 * Builds the real app (prepareApp: migrate, seed, compose) on a fresh database of `backend`, a copy
 * of the run's seeded school where the options allow (seeded-template.ts).
 */
export async function createTestApp(
  backend: BackendName,
  options: TestAppOptions = {},
): Promise<DisposableTestApp> {
  const dataDir = await mkdtemp(path.join(scratchRoot(), 'gd-test-'));
  const template = seededTemplateFor(backend, options.env);
  if (template) await copyTemplateFiles(template, dataDir);
  else if (backend === 'pglite') await preparePgliteDataDir(scratchRoot(), dataDir);
  const scratch = await acquireDatabase(backend, template?.database);
  const cleanup = async () => {
    await scratch.release();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      PORT: '0',
      DATA_DIR: dataDir,
      ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}),
      ...options.env,
    });
    const prepared = await prepareApp(config, createLogger(config.LOG_LEVEL));
    const db = prepared.database.db;
    const tables = await listTables(db);
    const snapshot = () => snapshotTables(db, tables);
    const servers: Listening[] = [];
    return {
      backend,
      app: prepared.app,
      db,
      config,
      request: async (url, init) => toRequest(prepared.app, url, init),
      async listen() {
        const server = await listen(prepared.listener, prepared.upgrade);
        servers.push(server);
        return server;
      },
      snapshot,
      counts: async () => rowCounts(await snapshot()),
      async dispose() {
        try {
          await prepared.closeLive();
          await Promise.all(servers.map((server) => server.close()));
          await prepared.dispose();
        } finally {
          await cleanup();
        }
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** Runs `fn` against a throwaway app (for tests that need a pristine database or other env). */
export async function withTestApp<T>(
  backend: BackendName,
  options: TestAppOptions,
  fn: (ctx: TestApp) => Promise<T>,
): Promise<T> {
  const ctx = await createTestApp(backend, options);
  try {
    return await fn(ctx);
  } finally {
    await ctx.dispose();
  }
}

/** Stands in for the app while the suite is being declared; the real one arrives in beforeAll. */
class LazyTestApp implements TestApp {
  private current?: DisposableTestApp;

  constructor(readonly backend: BackendName) {}

  private get ready(): DisposableTestApp {
    if (!this.current) throw new Error('The test app is only available inside tests and hooks');
    return this.current;
  }

  get app() {
    return this.ready.app;
  }
  get db() {
    return this.ready.db;
  }
  get config() {
    return this.ready.config;
  }
  request(url: string, init?: TestRequestInit) {
    return this.ready.request(url, init);
  }
  listen() {
    return this.ready.listen();
  }
  snapshot() {
    return this.ready.snapshot();
  }
  counts() {
    return this.ready.counts();
  }
  attach(app: DisposableTestApp) {
    this.current = app;
  }
  async detach() {
    const app = this.current;
    this.current = undefined;
    await app?.dispose();
  }
}

/**
 * Declares `suite` once per available backend (PGlite always, PostgreSQL when DATABASE_URL is
 * set), each with its own app and database shared by the tests of that block.
 */
export function describeEachBackend(
  name: string,
  suite: (ctx: TestApp) => void,
  options: TestAppOptions = {},
) {
  describe.each(availableBackends())(`${name} [%s]`, (backend) => {
    const ctx = new LazyTestApp(backend);
    beforeAll(async () => ctx.attach(await createTestApp(backend, options)));
    afterAll(() => ctx.detach());
    suite(ctx);
  });
}
