// npm run restore -- FILE: puts a backup (npm run backup) in place of the embedded database. The
// server must be stopped; the database it replaces is kept beside it, renamed, until removed.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  databaseDir,
  fail,
  openEmbedded,
  refusePostgres,
  runningServer,
  stamp,
} from './embedded-db.mjs';

refusePostgres();
const file = process.argv[2];
if (!file) fail('Usage: npm run restore -- FILE (a file written by npm run backup)');
if (!existsSync(file)) fail(`No such file: ${file}`);
const pid = runningServer();
if (pid) fail(`A server (pid ${pid}) is running on this database: stop it first.`);

const kept = existsSync(databaseDir) ? `${databaseDir}-before-restore-${stamp()}` : null;
if (kept) renameSync(databaseDir, kept);
try {
  const db = await openEmbedded({ loadDataDir: new Blob([readFileSync(file)]) });
  const { rows } = await db.query(
    "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
  );
  await db.close();
  console.log(`Restored ${path.resolve(file)}: ${rows[0].tables} tables in ${databaseDir}.`);
  if (kept) console.log(`The database it replaced is in ${kept}; remove it when you are sure.`);
} catch (err) {
  rmSync(databaseDir, { recursive: true, force: true });
  if (kept) renameSync(kept, databaseDir);
  fail(`${file} is not a backup this version can read (${err.message}); nothing was changed.`);
}
