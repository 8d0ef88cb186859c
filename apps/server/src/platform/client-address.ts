import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which proxies in front of the server may say who the client is (TRUST_PROXY): none (the socket's
 * address is the client's), the nearest `hops` of them, or those at the listed addresses.
 */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: ReadonlySet<string> };

/** The header the identity routes hand Better Auth the client's address in. */
export const clientAddressHeader = 'x-glossy-client-address';

/** IPv4 written as IPv6 (`::ffff:10.0.0.1`, as dual-stack sockets report it) is the IPv4 one. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** TRUST_PROXY: empty or `false` (off), a hop count (`1`), or a comma-separated list of addresses. */
export function parseTrustProxy(value: string | undefined): TrustedProxies | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 32 ? { kind: 'hops', hops } : 'a hop count is at most 32';
  }
  const addresses = text.split(',').map((part) => plain(part.trim()));
  const wrong = addresses.find((address) => isIP(address) === 0);
  if (wrong !== undefined) return `"${wrong}" is neither a hop count nor an IP address`;
  return { kind: 'addresses', addresses: new Set(addresses) };
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
