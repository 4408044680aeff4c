import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
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
  if (trustedHops <= 0 || forwardedFor === undefined) return peer;
  // Repeated headers arrive joined by Node, or as an array from other adapters: same list.
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return peer;
  // Fewer entries than hops: the request skipped an outer proxy; the furthest entry is the best
  // guess and still one a trusted hop wrote (the visitor cannot add entries to the right of it).
  const chosen = normaliseAddress(entries[Math.max(0, entries.length - trustedHops)]);
  // A trusted hop writes addresses; anything else means a misconfigured front: fall back to the
  // peer (every visitor then shares one key: stricter, never looser).
  return chosen ?? peer;
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
