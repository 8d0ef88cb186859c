import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
} from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they crossed the wire, still compressed if they were. */
  body: Buffer;
}

/** A request over real HTTP that neither adds nor decodes anything (fetch would do both). */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface Listening {
  url: string;
  close(): Promise<void>;
}

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** Serves `listener` (and WebSocket upgrades, when given) on a free loopback port. */
export async function listen(
  listener: RequestListener,
  upgrade?: UpgradeListener,
): Promise<Listening> {
  const server = createServer(listener);
  if (upgrade) server.on('upgrade', upgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
