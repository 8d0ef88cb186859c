import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The project's migrations, as the server applies them at start. */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

const copies: string[] = [];

/** The migrations folder as it stood before `tag`: the journal cut just before that entry. */
export function migrationsBefore(tag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'gd-migrations-'));
  copies.push(folder);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 1) throw new Error(`No migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Removes the folders migrationsBefore made. */
export function removeMigrationCopies() {
  for (const folder of copies.splice(0)) rmSync(folder, { recursive: true, force: true });
}
