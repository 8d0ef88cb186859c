import { existsSync } from 'node:fs';
import path from 'node:path';
import { healthAnswer } from '@glossy/contract';
import { startOwned, type Exit, type OwnedProcess } from './local-processes';
import { visit } from './visitor';

const serverDir = path.resolve(import.meta.dirname, '../..');
const entry = path.join(serverDir, 'dist/main.js');

/** What the resilience suite runs is what ships: the bundle `npm run build` makes. */
export function builtServerMissing(): string | undefined {
  return existsSync(entry)
    ? undefined
    : `${entry} is missing: run \`npm run build -w @glossy/server\` first`;
}

export interface LogLine {
  level: number;
  msg: string;
  /** The signal a 'shutting down' line names. */
  signal?: string;
}

export interface BuiltServer {
  readonly name: string;
  readonly url: string;
  /** How each of its processes ended so far; `asked: false` is a process that ended unasked. */
  readonly exits: Exit[];
  /** Every JSON log line of every run, in order. */
  readonly logs: LogLine[];
  /** Lines of every run that are errors or not the logger's (a library printing its own). */
  readonly notable: string[];
  /** Starts a process on its port; the seconds until it listened. */
  start(): Promise<number>;
  /** Signals the running process and waits for its end. */
  stop(signal: NodeJS.Signals): Promise<void>;
  isRunning(): boolean;
  /** The running process's id, for reading its memory from /proc. */
  pid(): number | undefined;
  tail(): string[];
  /**
   * Polls its GET /api/health until `holds`; the seconds it took. Fails at once, saying how, if
   * the process has ended.
   */
  waitForHealth(what: string, holds: (health: Health) => boolean, limitMs: number): Promise<number>;
}

/**
 * `node apps/server/dist/main.js` on a fixed loopback port, so a restart comes back where the
 * balancer sends requests. Inherited DATABASE_URL and REDIS_URL (CI sets them) are cleared: each
 * suite says what its instances use.
 */
export function builtServer(name: string, port: number, env: Record<string, string>): BuiltServer {
  const exits: Exit[] = [];
  const logs: LogLine[] = [];
  const notable: string[] = [];
  let current: OwnedProcess | undefined;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    exits,
    logs,
    notable,
    async start() {
      const missing = builtServerMissing();
      if (missing) throw new Error(missing);
      const started = performance.now();
      const child = startOwned(name, process.execPath, [entry], {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: '',
          REDIS_URL: '',
          LOG_LEVEL: 'info',
          ...env,
        },
      });
      current = child;
      void child.exited.then((exit) => exits.push(exit));
      const listening = new Promise<void>((resolve) => {
        child.onLine((line) => {
          let parsed: LogLine | undefined;
          try {
            parsed = line.startsWith('{') ? (JSON.parse(line) as LogLine) : undefined;
          } catch {
            parsed = undefined;
          }
          if (!parsed || parsed.level >= 50) notable.push(line.slice(0, 2_000));
          if (!parsed) return;
          logs.push({ level: parsed.level, msg: parsed.msg, signal: parsed.signal });
          if (parsed.msg === 'Glossy Drawer is listening') resolve();
        });
      });
      const ended = child.exited.then((exit) => {
        throw new Error(
          `${name} exited (${exit.code ?? exit.signal}) before listening:\n${child.tail().join('\n')}`,
        );
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${name} did not listen within 30 s`)), 30_000);
      });
      try {
        await Promise.race([listening, ended, late]);
      } finally {
        clearTimeout(timer);
      }
      return (performance.now() - started) / 1000;
    },
    async stop(signal) {
      await current?.stop(signal);
    },
    isRunning: () => current?.isRunning() ?? false,
    pid: () => (current?.isRunning() ? current.pid : undefined),
    tail: () => current?.tail() ?? [],
    async waitForHealth(what, holds, limitMs) {
      const started = performance.now();
      let last = 'no answer yet';
      for (;;) {
        if (!current?.isRunning()) {
          // A signal this suite did not send comes from another process on the machine.
          const said = logs.findLast((line) => line.msg === 'shutting down');
          throw new Error(
            `${name} ended before ${what}: ${JSON.stringify(exits.at(-1))}` +
              (said ? `, after it was sent ${said.signal}` : ''),
          );
        }
        try {
          const health = await healthOf(`http://127.0.0.1:${port}`);
          if (holds(health)) return (performance.now() - started) / 1000;
          last = JSON.stringify(health);
        } catch (err) {
          last = (err as Error).message;
        }
        if (performance.now() - started > limitMs)
          throw new Error(`${name}: not ${what} within ${limitMs} ms (last: ${last})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

export interface Health {
  status: number;
  retryAfter: string | undefined;
  /** Whether the instance counts rate limits in Redis (200 answers only). */
  redis: string | undefined;
}

/** GET /api/health of one instance, straight to it rather than through the balancer. */
export async function healthOf(url: string): Promise<Health> {
  const answer = await visit(`${url}/api/health`, { timeoutMs: 6_000 });
  const retryAfter = answer.headers['retry-after'];
  return {
    status: answer.status,
    retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
    redis: answer.status === 200 ? healthAnswer.parse(JSON.parse(answer.text)).redis : undefined,
  };
}
