import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { env } from '@/lib/env';

/**
 * The visitor's address, by the one rule of the whole site (docs/decisions/0075): with
 * TRUSTED_PROXY_HOPS = 0 (the default) no header is believed and the socket's peer is the visitor;
 * with N > 0, N proxies we run (CDN, load balancer) each append the address they saw to
 * X-Forwarded-For, so the visitor is the entry N places from the right. Everything left of it was
 * written by the visitor and is ignored: a forged leftmost entry never changes a rate-limit key.
 * Used for rate-limit keys, geolocation and conversion context; never stored raw in logs.
 */
export function clientIp(req: IncomingMessage): string | undefined {
  return clientIpFrom(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    env().TRUSTED_PROXY_HOPS,
  );
}

/** The rule itself, without the environment (exported for tests). */
export function clientIpFrom(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string | undefined {
  const peer = normaliseAddress(socketAddress);
  const chosen = normaliseAddress(trustedForwardedEntry(forwardedFor, trustedHops));
  // A trusted hop writes addresses; anything else means a misconfigured front: fall back to the
  // peer (every visitor then shares one key: stricter, never looser).
  return chosen ?? peer;
}

/**
 * The hop arithmetic shared by every forwarding header that proxies append to (X-Forwarded-For,
 * X-Forwarded-Proto): the entry our outermost proxy wrote, N places from the right. Undefined when
 * no proxy is trusted (0) or the header is absent or empty: the caller then uses the connection.
 */
export function trustedForwardedEntry(
  header: string | string[] | undefined,
  trustedHops: number,
): string | undefined {
  if (trustedHops <= 0 || header === undefined) return undefined;
  // Repeated headers arrive joined by Node, or as an array from other adapters: same list.
  const entries = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than hops: the request skipped an outer proxy; the furthest entry is the best
  // guess and still one a trusted hop wrote (the visitor cannot add entries to the right of it).
  return entries[Math.max(0, entries.length - trustedHops)];
}

export type ClientProtocol = 'http' | 'https';

/**
 * The protocol the visitor used, by the same rule as the address (docs/decisions/0075): with
 * TRUSTED_PROXY_HOPS = 0 X-Forwarded-Proto is ignored and the connection's own protocol counts;
 * with N > 0 the value our outermost proxy wrote counts. The signup endpoints' same-origin check
 * builds the site's own origin from it.
 */
export function clientProtocol(req: IncomingMessage): ClientProtocol {
  return clientProtocolFrom(
    req.headers['x-forwarded-proto'],
    connectionProtocol(req) === 'https',
    env().TRUSTED_PROXY_HOPS,
  );
}

/** The protocol of this hop's own connection (what a proxy appends to X-Forwarded-Proto). */
export function connectionProtocol(req: IncomingMessage): ClientProtocol {
  return (req.socket as TLSSocket).encrypted === true ? 'https' : 'http';
}

/** The protocol rule without the environment (exported for tests). */
export function clientProtocolFrom(
  forwardedProto: string | string[] | undefined,
  connectionEncrypted: boolean,
  trustedHops: number,
): ClientProtocol {
  const own: ClientProtocol = connectionEncrypted ? 'https' : 'http';
  const chosen = trustedForwardedEntry(forwardedProto, trustedHops)?.toLowerCase();
  // Anything but http or https where our proxy writes is a misconfigured front: the connection.
  return chosen === 'http' || chosen === 'https' ? chosen : own;
}

/**
 * An address as one key: IPv4-mapped IPv6 ("::ffff:1.2.3.4", how Node reports IPv4 peers on a
 * dual-stack socket) as IPv4; ports and brackets some proxies add ("1.2.3.4:5678", "[2001:db8::1]:443")
 * removed; lower-case IPv6. Not an IP address: undefined.
 */
function normaliseAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value))
    value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '').toLowerCase();
  return isIP(value) === 0 ? undefined : value;
}

/** Whether CDN-written headers (country) can be believed: only behind a proxy we run. */
export function trustsProxyHeaders(): boolean {
  return env().TRUSTED_PROXY_HOPS > 0;
}
