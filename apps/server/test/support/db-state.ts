import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Per table: how many rows, and a digest of their contents (so an UPDATE shows too). */
export type DbSnapshot = Record<string, { rows: number; digest: string }>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  // node-postgres answers { rows }, PGlite answers { rows } too; both through drizzle's execute.
  return (result as unknown as { rows: T[] }).rows;
}

/** Every table of the application schema, whichever module added it (migrations, auth, ...). */
export async function listTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

/**
 * One round trip that fingerprints every table; equal snapshots mean nothing was stored or changed.
 * A row's place (`ctid`) and the transaction that wrote it (`xmin`) change with every insert,
 * update and delete, even one that writes the same values, so the fingerprint never reads the rows'
 * contents: large rows (stroke logs, articles) cost nothing to compare.
 */
export async function snapshotTables(db: Db, tables: string[]): Promise<DbSnapshot> {
  if (tables.length === 0) return {};
  const parts = tables.map(
    (t) =>
      `select '${t.replaceAll("'", "''")}' as name, count(*)::int as rows,
       md5(coalesce(string_agg(x.ctid::text || x.xmin::text, ',' order by x.ctid), '')) as digest
       from ${quote(t)} x`,
  );
  const rows = await rowsOf<{ name: string; rows: number; digest: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), digest: r.digest }]));
}

export const rowCounts = (snapshot: DbSnapshot): Record<string, number> =>
  Object.fromEntries(Object.entries(snapshot).map(([name, s]) => [name, s.rows]));
