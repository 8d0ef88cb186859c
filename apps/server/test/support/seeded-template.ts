import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/platform/observability/logger';
import { prepareApp } from '../../src/server';
import { acquireDatabase, availableBackends, type BackendName } from './backends';
import { preparePgliteDataDir } from './pglite-template';

/** A migrated and seeded school to copy: its data folder and, for PostgreSQL, its database. */
export interface SeededTemplate {
  dataDir: string;
  database?: string;
}

export type SeededTemplates = Partial<Record<BackendName, SeededTemplate>>;

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplates: SeededTemplates;
  }
}

/**
 * Settings a test may give its app that change nothing the seed writes, so the app can start from
 * the shared copy. Anything else (no demo, another demo password, mail, storage, another database)
 * gets an app migrated and seeded from nothing, as before.
 */
const seedNeutral = new Set([
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'CORS_ORIGINS',
  'METRICS_TOKEN',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'VIDEO_MAX_MB',
]);

export const scratchRoot = () => (existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());

/** The copy an app with `env` may start from on `backend`, when the run made one. */
export function seededTemplateFor(
  backend: BackendName,
  env: Record<string, string> = {},
): SeededTemplate | undefined {
  if (!Object.keys(env).every((key) => seedNeutral.has(key))) return undefined;
  return inject('seededTemplates')?.[backend];
}

/** Starts the app once on a new database, as a first `npm start` does, and stops it. */
async function seedOnce(
  backend: BackendName,
): Promise<SeededTemplate & { release(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(scratchRoot(), 'gd-seeded-'));
  if (backend === 'pglite') await preparePgliteDataDir(scratchRoot(), dataDir);
  const scratch = await acquireDatabase(backend);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}),
  });
  const prepared = await prepareApp(config, createLogger(config.LOG_LEVEL));
  await prepared.closeLive();
  await prepared.dispose();
  const database = scratch.databaseUrl ? new URL(scratch.databaseUrl).pathname.slice(1) : undefined;
  return {
    dataDir,
    database,
    async release() {
      await scratch.release();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Migrating and seeding took 3 s of every PGlite app and 1.7 s of every PostgreSQL one, some 150
 * times a run. The run seeds one school per backend at its start (so the seed's dates are today's)
 * and each app copies it; the copy starts as a restarted server does, migrations and seed finding
 * nothing left to do.
 */
export async function buildSeededTemplates() {
  const made = await Promise.all(availableBackends().map(seedOnce));
  const templates: SeededTemplates = {};
  availableBackends().forEach((backend, i) => {
    templates[backend] = { dataDir: made[i]!.dataDir, database: made[i]!.database };
  });
  return {
    templates,
    release: () => Promise.all(made.map((template) => template.release())),
  };
}

/** Copies the template's data folder into `dataDir`, the app's own. */
export const copyTemplateFiles = (template: SeededTemplate, dataDir: string) =>
  cp(template.dataDir, dataDir, { recursive: true });
