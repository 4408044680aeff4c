import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';

/**
 * The site's one rule for JSON request bodies (docs/decisions/0110): a JSON POST must say
 * `Content-Type: application/json`. Anything else, text/plain above all, is a CORS "simple request"
 * that any other site can make a visitor's browser send without a preflight, so it is refused with
 * 415 before the body is read and before anything is stored.
 */
export const JSON_ONLY_MESSAGE = 'Send the body as application/json';

/** An HTML form's body: taken only by the routes the lead view's forms post to (decision 0110). */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
export const FORM_OR_JSON_MESSAGE = `Send the body as ${FORM_MEDIA_TYPE} or application/json`;

/**
 * How deep arrays and objects may nest in a JSON body. Our deepest real body, a HubSpot v3
 * submission's legalConsentOptions.consent.communications[].value, is 5 levels deep. JSON.parse
 * itself takes any depth, but what reads the value afterwards recurses (yup, JSON.stringify when a
 * lead is stored or forwarded) and overflows the stack some thousand levels down, so a deeper body
 * is refused with 400 right after parsing (docs/decisions/0110).
 */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = `The body nests deeper than ${MAX_JSON_DEPTH} levels`;

/** Whether arrays and objects nest deeper than `maxDepth`; walks with its own stack, never recursing. */
export function nestsTooDeep(value: unknown, maxDepth: number = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > maxDepth) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

export type ParsedJson =
  { ok: true; value: unknown } | { ok: false; problem: 'malformed' | 'too-deep' };

/**
 * Names every object inherits (constructor, toString, __proto__...). A body key with one of them is
 * dropped (JSON once the body is known to be shallow enough, forms as read): none is a field of any
 * body, and yup looks each key up in its schema's plain `fields` object, where such a name finds
 * Object's member and throws a TypeError (a 500).
 */
const INHERITED_NAMES = Object.getOwnPropertyNames(Object.prototype);
const isInheritedName = (name: string) => INHERITED_NAMES.includes(name);

function dropInheritedNames(value: unknown): unknown {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    const node = next as Record<string, unknown>;
    for (const name of INHERITED_NAMES) if (Object.hasOwn(node, name)) delete node[name];
    // One at a time: spreading a wide array as arguments overflows the stack.
    for (const child of Object.values(node)) pending.push(child);
  }
  return value;
}

/** JSON text to a value, with the nesting bound: the one parse of every JSON route. */
export function parseJson(text: string): ParsedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  return nestsTooDeep(value)
    ? { ok: false, problem: 'too-deep' }
    : { ok: true, value: dropInheritedNames(value) };
}

function mediaType(req: IncomingMessage): string | undefined {
  const raw = req.headers['content-type'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.split(';')[0]?.trim().toLowerCase();
}

/** `application/json`, with or without parameters (`; charset=utf-8`); nothing else. */
export function isJsonContentType(req: IncomingMessage): boolean {
  return mediaType(req) === 'application/json';
}

/** `application/x-www-form-urlencoded`, with or without parameters; nothing else. */
export function isFormContentType(req: IncomingMessage): boolean {
  return mediaType(req) === FORM_MEDIA_TYPE;
}

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'content-type' | 'too-large' | 'malformed' | 'too-deep' };

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

/** The declared length, then the bytes as they arrive: the body's text, or null over `maxBytes`. */
async function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const bytes = await readBodyBytes(req, maxBytes);
  return bytes && bytes.toString('utf8');
}

/**
 * Reads and parses a JSON body for routes that turn Next's parser off: the content type first,
 * then the declared length, then the bytes as they arrive, then parsing and the nesting bound.
 */
export async function readJsonBody(
  req: IncomingMessage,
  maxBytes: number,
  { emptyAsObject = false }: { emptyAsObject?: boolean } = {},
): Promise<JsonBody> {
  if (!isJsonContentType(req)) return { ok: false, problem: 'content-type' };
  const text = await readBodyText(req, maxBytes);
  if (text === null) return { ok: false, problem: 'too-large' };
  if (emptyAsObject && text === '') return { ok: true, value: {} };
  return parseJson(text);
}

/**
 * An HTML form's fields (application/x-www-form-urlencoded), read as Next reads a query string: a
 * name sent twice becomes a list. Percent-encoding that does not decode stays as it was sent.
 */
function formFields(text: string): Record<string, string | string[]> {
  // A Map, not an object, while collecting: a field named __proto__ stays a field.
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (isInheritedName(name)) continue;
    const earlier = fields.get(name);
    // Appended in place: copying the list at each repeat would take time quadratic in the body.
    if (Array.isArray(earlier)) earlier.push(value);
    else fields.set(name, earlier === undefined ? value : [earlier, value]);
  }
  return Object.fromEntries(fields);
}

/** Reads a form body within `maxBytes`, for the routes that take one (decision 0110). */
export async function readFormBody(req: IncomingMessage, maxBytes: number): Promise<JsonBody> {
  if (!isFormContentType(req)) return { ok: false, problem: 'content-type' };
  const text = await readBodyText(req, maxBytes);
  if (text === null) return { ok: false, problem: 'too-large' };
  return { ok: true, value: formFields(text) };
}
