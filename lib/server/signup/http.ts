import '@/lib/server/only-on-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validate as isUuid } from 'uuid';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { readBodyBytes } from '@/lib/server/http/json-body';
import { header } from '@/lib/server/http/request';

// One reading of headers and one cross-site rule for every route (lib/server/http/request.ts).
export { header, isCrossSiteRequest } from '@/lib/server/http/request';

/** Next's API request, or a plain Node request in tests: only what both have is used. */
export type ApiRequest = IncomingMessage & { body?: unknown };

/** Signup bodies are a few hundred bytes; anything far bigger is refused before parsing. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export class BodyTooLargeError extends Error {}

/**
 * The request body as bytes. Routes of /api/1 turn Next's body parser off, so the proxy can forward
 * the bytes unchanged; when a parser did run (req.body set), its result is serialised back.
 */
export async function readRawBody(req: ApiRequest): Promise<Buffer> {
  if (req.body !== undefined) {
    if (Buffer.isBuffer(req.body)) return req.body;
    return Buffer.from(typeof req.body === 'string' ? req.body : JSON.stringify(req.body));
  }
  const bytes = await readBodyBytes(req, BODY_LIMIT_BYTES);
  if (!bytes) throw new BodyTooLargeError();
  return bytes;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Answers about accounts are personal: no cache may keep them.
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(JSON.stringify(body));
}

/** The anonymous visitor id header (a UUID), kept with the signup to join it to analytics. */
export function anonymousIdOf(req: IncomingMessage): string | null {
  const value = header(req, ANONYMOUS_ID_HEADER)?.trim();
  return value && isUuid(value) ? value.toLowerCase() : null;
}
