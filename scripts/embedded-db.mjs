// What `npm run backup` and `npm run restore` share: where the embedded database is, and whether
// a server is running on it (the server writes its pid beside it: apps/server/src/platform/storage/backups.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const dataDir = path.resolve(process.env.DATA_DIR || './data');
export const databaseDir = path.join(dataDir, 'pglite');
export const pidFile = path.join(dataDir, 'server.pid');
export const requestFile = path.join(dataDir, 'backup-request');

export function fail(message) {
  console.error(message);
  process.exit(1);
}

export function refusePostgres() {
  if (process.env.DATABASE_URL)
    fail('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Backups").');
}

/** The pid of a live server on this database, or null. */
export function runningServer() {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  // A server killed without its goodbye leaves the file; its pid may since be another program's,
  // which SIGUSR2 would end. Where the system says what runs under a pid, it must be Node.
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync(cmdline) && !/node/.test(readFileSync(cmdline, 'utf8'))) return null;
  return pid;
}

export const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export const openEmbedded = async (options) => {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(databaseDir, options);
};
