import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type BackendName = 'pglite' | 'postgres';

/** A database an app under test can run on; `release` removes whatever `acquire` made. */
export interface ScratchDatabase {
  /** Undefined for PGlite: the app opens its own embedded database under DATA_DIR. */
  databaseUrl?: string;
  release(): Promise<void>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server we may create databases on. */
export function availableBackends(env: NodeJS.ProcessEnv = process.env): BackendName[] {
  return env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set; the postgres backend is unavailable');
  return url;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Drops a database once whoever used it has gone. */
function dropDatabase(name: string) {
  return withAdminClient(async (client) => {
    await waitForDisconnects(client, name);
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

/**
 * The app's pool resolves end() before its server processes have gone. Dropping `with (force)`
 * right then kills them mid-goodbye, and the pool raises that as an uncaught error, so wait.
 */
async function waitForDisconnects(client: pg.Client, database: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A fresh PostgreSQL database per test file, empty or a copy of `template`, dropped (connections
 * and all) afterwards.
 */
async function scratchPostgres(template?: string): Promise<ScratchDatabase> {
  const name = `gd_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    release: () => dropDatabase(name),
  };
}

export async function acquireDatabase(
  backend: BackendName,
  template?: string,
): Promise<ScratchDatabase> {
  if (backend === 'postgres') return scratchPostgres(template);
  return { release: async () => undefined };
}
