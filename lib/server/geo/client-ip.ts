import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';

/**
 * The visitor's IP: the first X-Forwarded-For hop (set by the CDN or proxy in front of the site),
 * else the socket's address. Used for geolocation and rate-limit keys, never stored raw.
 */
export function clientIp(req: IncomingMessage): string | undefined {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const ip = first || req.socket.remoteAddress || undefined;
  // IPv4-mapped IPv6 ("::ffff:1.2.3.4") is how Node reports IPv4 peers on a dual-stack socket.
  return ip?.replace(/^::ffff:/, '');
}
