import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}

/**
 * Reads a request body as text, refusing more than `maxBytes` (checked against Content-Length first,
 * then while reading, so an oversized body is never buffered whole).
 */
export async function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > maxBytes) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
