import http from 'node:http';

export interface VisitAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Milliseconds from sending to the last byte. */
  ms: number;
}

export interface VisitOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  body?: Buffer;
  /**
   * The loopback address the connection comes from. Linux answers on all of 127/8, so each test
   * visitor can be a different client as the balancer sees it, as visitors on the internet are.
   */
  from?: string;
  timeoutMs?: number;
}

/** One request over a new connection; rejects on a broken connection or no answer in time. */
export function visit(url: string, options: VisitOptions = {}): Promise<VisitAnswer> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] = 'application/json';
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('no answer in time')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends a request to a path of one site; how it is sent (from where, recorded or not) is its own. */
export type Sender = (path: string, options: VisitOptions) => Promise<VisitAnswer>;

/**
 * Addresses 127.<block>.x.y, a new one at each call: visitors enough that no per-address rate
 * limit is reached by a load that is about something else.
 */
export function loopbackVisitors(block: number): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `127.${block}.${Math.floor(count / 250) % 250}.${(count % 250) + 1}`;
  };
}

/** Requests to `base`, each from the address `from` gives (the same one, or a new one each time). */
export function senderTo(base: string, from?: () => string): Sender {
  return (path, options) =>
    visit(`${base}${path}`, { ...options, ...(from ? { from: from() } : {}) });
}
