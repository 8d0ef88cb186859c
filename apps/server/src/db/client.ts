import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { PoolStats } from '../platform/observability/metrics';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

const migrationLockKey = 7_270_701;

/** Whether the database answers a trivial query right now. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pool's connections (PostgreSQL only), for the metrics. */
  poolStats?: () => PoolStats;
  /** A consistent copy of the embedded database's folder, as a gzipped tar (PGlite only). */
  dump?: () => Promise<Blob>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite under dataDir (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * Told when an idle connection breaks (the database restarted, a proxy cut it). The pool drops
   * that connection and opens a new one when next asked: nothing else is needed, and an 'error'
   * event nobody listens to would end the process.
   */
  onConnectionError?: (err: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const [{ Client, Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // A request never waits long for a database that is away: it answers 503 and is asked again.
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    const onError = (err: Error) => options.onConnectionError?.(err);
    pool.on('error', onError);
    // The pool listens to a connection only while it is idle: one lent to a transaction that
    // PostgreSQL ends would emit 'error' to nobody, and an unheard 'error' ends the process.
    pool.on('connect', (client) => client.on('error', onError));
    const db = drizzle(pool, { schema });
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      // Instances starting together take turns, so a migration never runs twice at once.
      async migrate(migrationsFolder) {
        const client = new Client({ connectionString: options.databaseUrl });
        client.on('error', onError);
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
          await migrate(drizzle(client), { migrationsFolder });
        } finally {
          await client
            .query('select pg_advisory_unlock($1)', [migrationLockKey])
            .catch(() => undefined);
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    // PGlite runs one statement at a time: the dump sits between two, never inside one.
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}
