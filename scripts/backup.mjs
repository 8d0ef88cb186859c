// npm run backup [-- FILE]: a consistent copy of the embedded database (DATA_DIR/pglite) as a
// gzipped tar. With the site running, the server takes it between two statements (SIGUSR2);
// otherwise this script opens the database itself. PostgreSQL is backed up with pg_dump.
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  databaseDir,
  fail,
  openEmbedded,
  refusePostgres,
  requestFile,
  runningServer,
  stamp,
} from './embedded-db.mjs';

refusePostgres();
if (!existsSync(path.join(databaseDir, 'PG_VERSION')))
  fail(`No embedded database in ${databaseDir} (set DATA_DIR to the server's).`);
const file = path.resolve(process.argv[2] || `glossy-backup-${stamp()}.tar.gz`);
if (existsSync(file)) fail(`${file} exists already: name another file.`);

const pid = runningServer();
if (pid) {
  writeFileSync(requestFile, file);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) fail(`The server (pid ${pid}) did not write ${file}: see its log.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(requestFile, { force: true });
} else {
  const db = await openEmbedded();
  try {
    const blob = await db.dumpDataDir('gzip');
    await writeFile(`${file}.partial`, Buffer.from(await blob.arrayBuffer()));
    await rename(`${file}.partial`, file);
  } finally {
    await db.close();
  }
}
const megabytes = (statSync(file).size / 2 ** 20).toFixed(1);
console.log(`Backup written: ${file} (${megabytes} MB)${pid ? `, by the running server` : ''}`);
