import '@/lib/server/only-on-server';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { securityHeaders, securityHeaderOptionsFromEnv } from '@/lib/security-headers';

/**
 * Next answers a few requests before it reaches the headers() of next.config.ts: the 308 that
 * folds '//x' or '/\x' into '/x', and the 400 for a path it cannot percent-decode (its router
 * server, before routing; proxy.ts runs later too). Those answers would leave with none of the
 * security headers. Every response still without a Content-Security-Policy when its head is
 * written gets the headers of an ordinary page, exactly as the build set them (decision 0090).
 * Responses that went through headers() always carry a policy, so they are left as they are.
 */
export function installEarlyAnswerHeaders(): void {
  const headers = ordinaryPageHeaders();
  const writeHead = http.ServerResponse.prototype.writeHead;
  // Node writes every head through writeHead, also an implicit one from end() or write().
  http.ServerResponse.prototype.writeHead = function writeHeadWithSecurityHeaders(
    this: http.ServerResponse,
    ...args: Parameters<typeof writeHead>
  ) {
    if (!this.headersSent && !this.hasHeader('content-security-policy')) {
      for (const [key, value] of headers) if (!this.hasHeader(key)) this.setHeader(key, value);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/** One headers() rule as `next build` records it in routes-manifest.json. */
export interface BuiltHeaderRule {
  regex: string;
  has?: unknown[];
  headers: { key: string; value: string }[];
}

/**
 * The headers the build's rules give a request for '/' without cookies, later rules winning, as
 * Next applies them. Read from the build, not recomputed, because the rules depend on build-time
 * variables (the tag manager's container id) that the running server may not have.
 */
export function headersOfOrdinaryPage(rules: BuiltHeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (rule.has?.length || !new RegExp(rule.regex).test('/')) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}

function ordinaryPageHeaders(): Map<string, string> {
  // `next dev` builds as it serves, so there the rules come from the environment it runs with.
  if (process.env.NODE_ENV === 'development') {
    return new Map(securityHeaders(securityHeaderOptionsFromEnv()).map((h) => [h.key, h.value]));
  }
  // The build folder next.config.ts names.
  const manifest = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'routes-manifest.json');
  const { headers } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    headers: BuiltHeaderRule[];
  };
  return headersOfOrdinaryPage(headers);
}
