import { rmSync } from 'node:fs';

/** Removes the data folder the config made for this run (never one the caller passed in). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_OWNED === '1') rmSync(dir, { recursive: true, force: true });
}
