import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The installed PGlite version: a cluster made by one version is only reused by the same one. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

let template: Promise<string> | undefined;

/** Builds the empty cluster once per machine; concurrent builders race, the first rename wins. */
async function buildTemplate(root: string): Promise<string> {
  const target = path.join(root, `gd-pglite-initdb-${pgliteVersion()}`);
  if (existsSync(path.join(target, 'PG_VERSION'))) return target;
  const building = await mkdtemp(`${target}-build-`);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(building);
  await db.close();
  try {
    await rename(building, target);
  } catch {
    await rm(building, { recursive: true, force: true });
  }
  return target;
}

/**
 * PGlite's initdb costs seconds, and a just-initialised cluster is the same every time, so the
 * harness makes one and copies it to where the app will look (DATA_DIR/pglite). The app still
 * migrates and seeds the copy exactly as on a first start. Should the app ever look elsewhere,
 * the copy is simply unused and the app initialises its own cluster: slower, never wrong.
 */
export async function preparePgliteDataDir(root: string, dataDir: string): Promise<void> {
  template ??= buildTemplate(root);
  await cp(await template, path.join(dataDir, 'pglite'), { recursive: true });
}
