import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';
import type { NextApiResponse } from 'next';

/**
 * The site's one rule for JSON request bodies (docs/decisions/0076): a JSON POST must say
 * `Content-Type: application/json`. Anything else, text/plain above all, is a CORS "simple request"
 * that any other site can make a visitor's browser send without a preflight, so it is refused with
 * 415 before the body is read and before anything is stored.
 */
export const JSON_ONLY_MESSAGE = 'Send the body as application/json';

/** `application/json`, with or without parameters (`; charset=utf-8`); nothing else. */
export function isJsonContentType(req: IncomingMessage): boolean {
  const raw = req.headers['content-type'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * For routes that keep Next's body parser: answers 415 `{error}` (with `Accept-Post`, RFC 9110's
 * way to say what would be accepted) and returns false when the body is not declared as JSON.
 */
export function requireJsonContentType(req: IncomingMessage, res: NextApiResponse): boolean {
  if (isJsonContentType(req)) return true;
  res.setHeader('Accept-Post', 'application/json');
  res.status(415).json({ error: JSON_ONLY_MESSAGE });
  return false;
}

export type JsonBody =
  { ok: true; value: unknown } | { ok: false; problem: 'content-type' | 'too-large' | 'malformed' };

/**
 * The body's bytes as they arrive, or null once they pass `maxBytes`: nothing oversized is
 * buffered whole. Shared by the JSON routes here and the signup proxy, which forwards raw bytes.
 */
export async function readBodyBytes(
  req: IncomingMessage,
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads and parses a JSON body for routes that turn Next's parser off: the content type first,
 * then the declared length, then the bytes as they arrive.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<JsonBody> {
  if (!isJsonContentType(req)) return { ok: false, problem: 'content-type' };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, problem: 'too-large' };
  const bytes = await readBodyBytes(req, maxBytes);
  if (!bytes) return { ok: false, problem: 'too-large' };
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) as unknown };
  } catch {
    return { ok: false, problem: 'malformed' };
  }
}
