import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort, scratchRoot, startOwned, waitUntil, type OwnedProcess } from './local-processes';

const installRoot = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder (Debian's layout), if there is one. */
function postgresBin(): string | undefined {
  if (!existsSync(installRoot)) return undefined;
  const versions = readdirSync(installRoot)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(installRoot, version, 'bin'))
    .find((bin) => ['initdb', 'postgres'].every((tool) => existsSync(path.join(bin, tool))));
}

/** initdb and postgres refuse to run as root: as root, they run as the `postgres` account. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Why a private PostgreSQL cannot be had here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!postgresBin()) return `no PostgreSQL server binaries under ${installRoot}/*/bin`;
  try {
    runAs();
  } catch {
    return 'running as root, and there is no postgres account to run PostgreSQL as';
  }
  return undefined;
}

export interface PrivatePostgres {
  readonly url: string;
  /** Fast shutdown (what `pg_ctl stop -m fast` sends): sessions are ended, then it exits. */
  stop(): Promise<void>;
  /** Starts again on the same folder and port; resolves once it takes connections. */
  start(): Promise<void>;
  isRunning(): boolean;
  /** Output of the current server, for a failure's message. */
  tail(): string[];
  close(): Promise<void>;
}

/**
 * A PostgreSQL of the suite's own in a scratch folder, on a free port, so it can be restarted
 * without touching the machine's. The postmaster is this process's child (not pg_ctl's daemon):
 * it is signalled by pid and reaped with the worker however the suite ends.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error(privatePostgresUnavailable());
  const owner = runAs();
  const folder = await mkdtemp(path.join(scratchRoot(), 'gd-pg-'));
  if (owner) await chown(folder, owner.uid, owner.gid);
  const dataDir = path.join(folder, 'data');
  const spawnOptions = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const initdb = startOwned(
    'initdb',
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
    spawnOptions,
  );
  const made = await initdb.exited;
  if (made.code !== 0) throw new Error(`initdb failed: ${initdb.tail().join('\n')}`);

  const port = await freePort();
  const base = `postgres://postgres@127.0.0.1:${port}`;
  let server: OwnedProcess | undefined;
  const answers = async (database: string) => {
    const client = new pg.Client({ connectionString: `${base}/${database}` });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const start = async () => {
    server = startOwned(
      'postgres',
      path.join(bin, 'postgres'),
      [
        ...['-D', dataDir, '-p', String(port), '-k', folder, '-c', 'listen_addresses=127.0.0.1'],
        // Its shared memory in the data folder rather than /dev/shm: gone with the folder, even
        // after an immediate shutdown.
        ...['-c', 'dynamic_shared_memory_type=mmap'],
      ],
      spawnOptions,
    );
    const running = server;
    const died = running.exited.then(() => {
      throw new Error(`postgres exited: ${running.tail().join('\n')}`);
    });
    await Promise.race([
      waitUntil('PostgreSQL to take connections', () => answers('postgres'), 15_000),
      died,
    ]);
  };
  const stop = async () => {
    await server?.stop('SIGINT', 10_000);
  };

  await start();
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query('create database glossy');
  await admin.end();

  return {
    url: `${base}/glossy`,
    stop,
    start,
    isRunning: () => server?.isRunning() ?? false,
    tail: () => server?.tail() ?? [],
    async close() {
      // Immediate shutdown: nothing of this cluster is kept, so there is nothing to write out.
      await server?.stop('SIGQUIT', 5_000);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
