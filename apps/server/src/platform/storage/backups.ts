import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * How `npm run backup` reaches a running server on the embedded database: the server writes its
 * pid beside the database; the script names the file it wants in `backup-request` and sends
 * SIGUSR2; the server, the only process that may read its database, writes the copy there (whole
 * or not at all: a `.partial` file renamed once complete).
 */
export const backupFiles = (dataDir: string) => ({
  pid: path.join(dataDir, 'server.pid'),
  request: path.join(dataDir, 'backup-request'),
});

export async function writeBackup(dump: () => Promise<Blob>, file: string): Promise<number> {
  const blob = await dump();
  const partial = `${file}.partial`;
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, file);
  return blob.size;
}

/** Answers backup requests while the server runs; returns what to do when it stops. */
export function serveBackups(dataDir: string, dump: () => Promise<Blob>, logger: Logger) {
  const files = backupFiles(dataDir);
  writeFileSync(files.pid, String(process.pid));
  const onRequest = () => {
    let file = '';
    try {
      file = readFileSync(files.request, 'utf8').trim();
    } catch (err) {
      logger.warn({ err }, 'SIGUSR2 without a backup request');
      return;
    }
    writeBackup(dump, file).then(
      (bytes) => logger.info({ file, bytes }, 'backup written'),
      (err: unknown) => logger.error({ err, file }, 'backup failed'),
    );
  };
  process.on('SIGUSR2', onRequest);
  return () => {
    process.off('SIGUSR2', onRequest);
    rmSync(files.pid, { force: true });
  };
}
