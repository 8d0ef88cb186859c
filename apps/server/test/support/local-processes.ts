import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { createInterface } from 'node:readline';

/** Where scratch folders go: memory when the machine has it, so fsync costs nothing. */
export const scratchRoot = () => (existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());

/** A loopback port nobody listens on: the OS picks it, then lets it go for a child to take. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const alive = new Set<ChildProcess>();
let reaperInstalled = false;

// afterAll stops every child; this is the last resort when the worker goes without running it
// (torn down after a timeout, an uncaught error), so no server or database outlives the run.
function installReaper() {
  if (reaperInstalled) return;
  reaperInstalled = true;
  process.once('exit', () => {
    for (const child of alive) child.kill('SIGKILL');
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Whether this suite signalled it; a process that ends unasked is what the suite looks for. */
  asked: boolean;
}

export interface OwnedProcess {
  readonly label: string;
  readonly pid: number;
  readonly exited: Promise<Exit>;
  isRunning(): boolean;
  /** The last lines it printed (stdout and stderr), for a failure's message. */
  tail(count?: number): string[];
  onLine(listener: (line: string) => void): void;
  /** Signals it and waits for its end; SIGKILL once `graceMs` has passed. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<Exit>;
}

const keptLines = 400;

/** Spawns a child this suite owns: reaped with the worker, its output kept, its end told. */
export function startOwned(
  label: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): OwnedProcess {
  installReaper();
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  alive.add(child);
  let asked = false;
  let running = true;
  const lines: string[] = [];
  const listeners: ((line: string) => void)[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (lines.length > keptLines) lines.shift();
      for (const listener of listeners) listener(line);
    });
  }
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      alive.delete(child);
      resolve({ code, signal, asked });
    });
    // A command that cannot start at all (missing binary) ends here without an 'exit'.
    child.once('error', () => {
      running = false;
      alive.delete(child);
      resolve({ code: null, signal: null, asked });
    });
  });
  return {
    label,
    pid: child.pid ?? -1,
    exited,
    isRunning: () => running,
    tail: (count = 40) => lines.slice(-count),
    onLine: (listener) => listeners.push(listener),
    async stop(signal = 'SIGTERM', graceMs = 5_000) {
      if (!running) return exited;
      asked = true;
      child.kill(signal);
      const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(late);
      }
    },
  };
}

/** Polls `check` until it holds (a throw counts as not yet); the seconds it took. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  limitMs: number,
  everyMs = 100,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check().catch(() => false)) return (performance.now() - started) / 1000;
    if (performance.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
