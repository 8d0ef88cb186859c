import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which proxies in front of the server may say who the client is (TRUST_PROXY): none (the socket's
 * address is the client's), the nearest `hops` of them (only when the nearest connects from one
 * of `from`, if given), or those at the listed addresses.
 */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number; from?: ReadonlySet<string> }
  | { kind: 'addresses'; addresses: ReadonlySet<string> };

/** The header the identity routes hand Better Auth the client's address in. */
export const clientAddressHeader = 'x-glossy-client-address';

/** IPv4 written as IPv6 (`::ffff:10.0.0.1`, as dual-stack sockets report it) is the IPv4 one. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * TRUST_PROXY: empty or `false` (off), a hop count (`1`), a comma-separated list of addresses, or
 * a hop count with the addresses its nearest proxy connects from (`2,10.0.0.5`).
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  const parts = text.split(',').map((part) => part.trim());
  const counts = parts.filter((part) => /^\d+$/.test(part));
  if (counts.length > 1) return 'give one hop count at most';
  const hops = counts.length === 1 ? Number(counts[0]) : undefined;
  if (hops !== undefined && (hops < 1 || hops > 32)) return 'a hop count is from 1 to 32';
  const addresses = parts.filter((part) => !/^\d+$/.test(part)).map(plain);
  const wrong = addresses.find((address) => isIP(address) === 0);
  if (wrong !== undefined) return `"${wrong}" is neither a hop count nor an IP address`;
  if (hops === undefined) return { kind: 'addresses', addresses: new Set(addresses) };
  return addresses.length === 0
    ? { kind: 'hops', hops }
    : { kind: 'hops', hops, from: new Set(addresses) };
}

/**
 * The client's address: the socket's, or, behind trusted proxies, the one they say in
 * X-Forwarded-For. The header is read from its right end (what the nearest proxy appended)
 * through trusted hops only, so a client cannot choose its address by sending one.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustedProxies,
): string {
  const socket = socketAddress ? plain(socketAddress) : 'unknown';
  if (trust.kind === 'none' || !forwardedFor) return socket;
  // A hop count believes the header from anyone who can reach the port, unless told from where.
  if (trust.kind === 'hops' && trust.from && !trust.from.has(socket)) return socket;
  const forwarded = forwardedFor
    .split(',')
    .map((part) => plain(part.trim()))
    .reverse();
  // chain[0] is the socket; chain[k] the address hop k-1 says it was talking to.
  const chain = [socket, ...forwarded];
  let at = 0;
  const trusted = (k: number) =>
    trust.kind === 'hops' ? k < trust.hops : trust.addresses.has(chain[k] ?? '');
  while (at < chain.length - 1 && trusted(at)) {
    const next = chain[at + 1] ?? '';
    // A malformed entry stops the walk: what lies beyond it cannot be told apart from a forgery.
    if (isIP(next) === 0) break;
    at += 1;
  }
  return chain[at] ?? socket;
}

export function socketAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
