import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';
import { env } from '@/lib/env';
import { clientProtocol } from '@/lib/server/geo/client-ip';

/** A request header's first value (Node joins most repeats, but not all). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function ownOrigins(req: IncomingMessage): string[] {
  const origins = [new URL(env().SITE_URL).origin];
  const host = header(req, 'host');
  // The protocol follows the trusted-proxy hop rule, as the visitor's address does (ADR 0075).
  if (host) origins.push(`${clientProtocol(req)}://${host}`);
  return origins;
}

/**
 * A browser request sent from another site (CSRF). Browsers label every request with
 * Sec-Fetch-Site and send Origin on POST; requests without either (curl, server to server) cannot
 * ride on a visitor's cookies and pass.
 */
export function isCrossSiteRequest(req: IncomingMessage): boolean {
  const site = header(req, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = header(req, 'origin');
  if (origin === undefined) return false;
  return !ownOrigins(req).includes(origin);
}
