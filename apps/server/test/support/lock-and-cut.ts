import pg from 'pg';

/** A statement that takes locks, run in a transaction of the test's own. */
export interface Lock {
  sql: string;
  params?: unknown[];
}

/** What the app's transaction had done when its connection was cut. */
export interface CutPoint {
  /** The statement the app was waiting to run, as PostgreSQL shows it. */
  query: string;
  /** The tables it had already inserted into, updated or deleted from, sorted. */
  wroteTo: string[];
}

export interface CutRequest {
  response: Response;
  cut: CutPoint;
  /** Errors thrown to the process meanwhile: in a server, any of them would have ended it. */
  uncaught: Error[];
}

// Only a waiter on the holder's lock counts, so an unrelated wait never gets cut by mistake.
const waiterQuery = `
  select pid, query from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock'
    and $1 = any(pg_blocking_pids(pid))
  limit 1`;

// RowExclusiveLock on a table is what INSERT, UPDATE and DELETE take, and a transaction keeps it
// until it ends: the tables it has written to so far, though nobody else can see those rows yet.
const writtenQuery = `
  select distinct c.relname as name from pg_locks l join pg_class c on c.oid = l.relation
  where l.pid = $1 and l.mode = 'RowExclusiveLock' and c.relkind = 'r'
  order by name`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/**
 * Cuts one request's transaction in the middle, at a point chosen by a lock: `lock` is held in a
 * transaction of our own, `send` fires the request, and once the app's connection waits on that
 * lock its server process is terminated (the connection drops mid-transaction, as when PostgreSQL
 * restarts or fails over). Only then is the lock released, so the cut statement never runs.
 */
export async function cutWhileLocked(
  databaseUrl: string,
  lock: Lock,
  send: () => Promise<Response>,
  timeoutMs = 10_000,
): Promise<CutRequest> {
  const holder = await connect(databaseUrl);
  // Watching from outside the holder's transaction: inside one, pg_stat_activity stays as it was
  // first read, and would show a backend's earlier statement.
  const watcher = await connect(databaseUrl);
  const uncaught: Error[] = [];
  const record = (err: Error) => uncaught.push(err);
  process.on('uncaughtException', record);
  try {
    await holder.query('begin');
    const pidOf = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
    const holderPid = pidOf.rows[0]!.pid;
    await holder.query(lock.sql, lock.params);
    let settled = false;
    const answer = send().finally(() => (settled = true));
    // Given up on below, the request still ends once the lock goes: nobody must be left to throw.
    answer.catch(() => undefined);
    const deadline = Date.now() + timeoutMs;
    let waiter: { pid: number; query: string } | undefined;
    while (!waiter) {
      // Answered without waiting on the lock: the transaction does not go where the test thinks.
      if (settled) {
        const res = await answer;
        throw new Error(`the request finished without waiting on the lock: ${res.status}`);
      }
      if (Date.now() > deadline) throw new Error('the request never waited on the lock');
      [waiter] = (
        await watcher.query<{ pid: number; query: string }>(waiterQuery, [holderPid])
      ).rows;
      if (!waiter) await pause(10);
    }
    // Read again now that it waits: a statement sees each backend's query as it was when that
    // statement began, while its wait is read live, so a busy machine can pair the wait with the
    // statement before the one that waits.
    const { rows: now } = await watcher.query<{ query: string }>(
      'select query from pg_stat_activity where pid = $1',
      [waiter.pid],
    );
    waiter = { pid: waiter.pid, query: now[0]?.query ?? waiter.query };
    const written = await watcher.query<{ name: string }>(writtenQuery, [waiter.pid]);
    // The timeout makes it wait until the process has gone: released any earlier, the lock could
    // let the cut statement run before the termination is noticed.
    const { rows } = await watcher.query<{ gone: boolean }>(
      'select pg_terminate_backend($1, 5000) as gone',
      [waiter.pid],
    );
    if (!rows[0]?.gone) throw new Error(`server process ${waiter.pid} did not end`);
    await holder.query('rollback');
    return {
      response: await answer,
      cut: { query: waiter.query, wroteTo: written.rows.map((row) => row.name) },
      uncaught,
    };
  } finally {
    process.off('uncaughtException', record);
    // Ends the holder's transaction too, whatever happened: a lock left held would hang the app.
    await Promise.all([holder.end(), watcher.end()]);
  }
}
