import '@/lib/server/only-on-server';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { COOKIES } from '@/constants/storage';
import { FORM_SUBMISSION_TIMEOUT_MS } from '@/constants/timings';
import { SIGNUP_ERRORS, SIGNUP_MESSAGES } from '@/lib/contracts/signup';
import { reportablePath } from '@/lib/error-reporting/server';
import { env } from '@/lib/env';
import { connectionProtocol } from '@/lib/server/geo/client-ip';
import { JSON_TOO_DEEP_MESSAGE, parseJson, readBodyBytes } from '@/lib/server/http/json-body';
import { header } from '@/lib/server/http/request';

/** Signup bodies are a few hundred bytes; anything far bigger is refused before parsing. */
export const SIGNUP_BODY_LIMIT_BYTES = 16 * 1024;

// Connection-level headers belong to one hop and are never forwarded (RFC 9110, section 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/**
 * The site's own staff credentials, which a browser sends to every path of the site once a marketer
 * or editor has signed in: the basic-auth password of /leads and /keystatic (Authorization), the
 * preview session's cookies and Keystatic's GitHub tokens. They are never the backend's business.
 */
const STAFF_HEADERS = new Set(['authorization']);
const STAFF_COOKIES = new Set([COOKIES.preview, '__next_preview_data']);
const STAFF_COOKIE_PREFIX = 'keystatic-';

/** The Cookie header without the staff cookies; undefined when nothing is left. */
function visitorCookies(header: string): string | undefined {
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => {
      const name = pair.split('=', 1)[0]!.trim();
      return pair !== '' && !STAFF_COOKIES.has(name) && !name.startsWith(STAFF_COOKIE_PREFIX);
    });
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * Forwards a request to the external signup backend unchanged: same method, path, query, headers
 * (the visitor's cookies and the anonymous-id header included, the staff credentials above left
 * out) and body bytes, and relays the answer as is.
 * SIGNUP_API_URL is the backend's base: https://api.example.com makes /api/1/signup go to
 * https://api.example.com/api/1/signup.
 */
async function proxyToSignupBackend(
  req: NextApiRequest,
  res: NextApiResponse,
  baseUrl: string,
): Promise<void> {
  const target = `${baseUrl.replace(/\/+$/, '')}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || STAFF_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (name !== 'cookie') headers.append(name, item);
      else {
        const cookies = visitorCookies(item);
        if (cookies) headers.append(name, cookies);
      }
    }
  }
  // Like any proxy, append the peer this hop saw and the protocol it was reached by (the backend
  // counts one more trusted hop in both, ADR 0075).
  const forwardedFor = header(req, 'x-forwarded-for');
  const peer = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? 'unknown';
  headers.set('x-forwarded-for', forwardedFor ? `${forwardedFor}, ${peer}` : peer);
  const forwardedProto = header(req, 'x-forwarded-proto');
  const protocol = connectionProtocol(req);
  headers.set('x-forwarded-proto', forwardedProto ? `${forwardedProto}, ${protocol}` : protocol);
  const host = header(req, 'host');
  if (host) headers.set('x-forwarded-host', host);

  const method = req.method ?? 'GET';
  // Routes of /api/1 turn Next's body parser off, so the bytes go on unchanged.
  const body =
    method === 'GET' || method === 'HEAD'
      ? undefined
      : await readBodyBytes(req, SIGNUP_BODY_LIMIT_BYTES);
  if (body === null) {
    res.setHeader('Cache-Control', 'no-store');
    res.status(413).json({ error: SIGNUP_ERRORS.invalidRequest, message: 'Body too large' });
    return;
  }
  // The nesting bound of every JSON route holds before a body is forwarded too; anything else the
  // backend judges, as it would without us.
  const parsed = body && body.length > 0 ? parseJson(body.toString('utf8')) : undefined;
  if (parsed && !parsed.ok && parsed.problem === 'too-deep') {
    res.setHeader('Cache-Control', 'no-store');
    res.status(400).json({ error: SIGNUP_ERRORS.invalidRequest, message: JSON_TOO_DEEP_MESSAGE });
    return;
  }
  let answer: Response;
  try {
    answer = await fetch(target, {
      method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(FORM_SUBMISSION_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(
      `[signup] the signup backend did not answer ${method} ${reportablePath(req.url ?? '')}:`,
      error,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.status(502).json({ error: SIGNUP_ERRORS.unexpected, message: SIGNUP_MESSAGES.unexpected });
    return;
  }
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    // fetch has already decoded the body, so its encoding and length no longer apply.
    if (HOP_BY_HOP.has(name) || name === 'content-encoding' || name === 'set-cookie') return;
    res.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * A route of /api/1 (spec section 7): with SIGNUP_API_URL set, the external signup backend answers
 * it, whatever the route would do itself (docs/decisions/0110).
 */
export function followSignupProxyMode(handler: NextApiHandler): NextApiHandler {
  return (req, res) => {
    const { SIGNUP_API_URL } = env();
    return SIGNUP_API_URL ? proxyToSignupBackend(req, res, SIGNUP_API_URL) : handler(req, res);
  };
}
