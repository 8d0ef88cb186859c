import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';

/** Set on the balancer's own error answers, so a test never takes them for the app's. */
export const balancerErrorHeader = 'x-balancer-error';
/** Which instance answered, as the balancer saw it. */
export const upstreamHeader = 'x-upstream';

export interface Upstream {
  name: string;
  url: string;
}

export interface BalancerTally {
  /** Requests moved to the other instance because theirs refused the connection. */
  retried: number;
  /** The balancer's own 502s, by the error that caused them (a request lost with its instance). */
  failures: Record<string, number>;
}

export interface Balancer {
  readonly url: string;
  readonly tally: BalancerTally;
  close(): Promise<void>;
}

const downForMs = 1_000;
const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto'] as const;

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A round-robin reverse proxy (http-proxy) in front of the instances, as a load balancer stands
 * there: it appends the client's address to X-Forwarded-For, and like nginx's
 * `proxy_next_upstream error` it sends a request whose connection was refused to the next
 * instance and leaves the refusing one out for a second. A request lost after it was sent is not
 * sent again (it may have been done): that is the balancer's 502, marked as its own.
 */
export async function startBalancer(upstreams: Upstream[]): Promise<Balancer> {
  // One connection per request: a kept-alive connection the instance closes as the balancer
  // reuses it would be a 502 that no outage caused.
  const agent = new http.Agent({ keepAlive: false });
  const proxy = httpProxy.createProxyServer({ xfwd: true, agent, proxyTimeout: 20_000 });
  // An instance that dies while sending an answer: the client must see the break, not wait.
  proxy.on('proxyRes', (proxyRes, _req, res) => {
    proxyRes.on('error', () => res.destroy());
    proxyRes.on('aborted', () => res.destroy());
  });
  const tally: BalancerTally = { retried: 0, failures: {} };
  const downUntil = new Map<string, number>();
  let turn = 0;

  const pick = (tried: Set<string>): Upstream | undefined => {
    const untried = upstreams.filter((upstream) => !tried.has(upstream.name));
    const up = untried.filter((upstream) => (downUntil.get(upstream.name) ?? 0) <= Date.now());
    const choices = up.length > 0 ? up : untried;
    turn += 1;
    return choices[turn % Math.max(choices.length, 1)];
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const original = forwardedHeaders.map((name) => req.headers[name]);
      const tried = new Set<string>();
      const attempt = () => {
        const upstream = pick(tried);
        if (!upstream) return fail('ECONNREFUSED');
        tried.add(upstream.name);
        // http-proxy appends to X-Forwarded-* in place: a second try starts from the client's.
        forwardedHeaders.forEach((name, i) => {
          if (original[i] === undefined) delete req.headers[name];
          else req.headers[name] = original[i];
        });
        res.setHeader(upstreamHeader, upstream.name);
        proxy.web(req, res, { target: upstream.url, buffer: Readable.from([body]) }, (err) => {
          const code = (err as NodeJS.ErrnoException).code ?? err.message;
          if (code === 'ECONNREFUSED' && !res.headersSent) {
            downUntil.set(upstream.name, Date.now() + downForMs);
            tally.retried += 1;
            return attempt();
          }
          fail(code);
        });
      };
      const fail = (code: string) => {
        tally.failures[code] = (tally.failures[code] ?? 0) + 1;
        if (res.headersSent) return void res.destroy();
        res.removeHeader(upstreamHeader);
        res.writeHead(502, { [balancerErrorHeader]: code, 'content-type': 'text/plain' });
        res.end(`balancer: ${code}`);
      };
      attempt();
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tally,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        proxy.close();
        agent.destroy();
      }),
  };
}
