import '@/lib/server/only-on-server';
import type { ServerResponse } from 'node:http';
import { FORM_SUBMISSION_TIMEOUT_MS } from '@/constants/timings';
import { SIGNUP_ERRORS, SIGNUP_MESSAGES } from '@/api-clients/signup';
import { connectionProtocol } from '@/lib/server/geo/client-ip';
import { JSON_TOO_DEEP_MESSAGE, parseJson } from '@/lib/server/http/json-body';
import { header, readRawBody, sendJson, type ApiRequest } from './http';

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
 * Forwards a request to the external signup backend unchanged: same method, path, query, headers
 * (cookies and the anonymous-id header included) and body bytes, and relays the answer as is.
 * SIGNUP_API_URL is the backend's base: https://api.example.com makes /api/1/signup go to
 * https://api.example.com/api/1/signup.
 */
export async function proxyToSignupBackend(
  req: ApiRequest,
  res: ServerResponse,
  baseUrl: string,
): Promise<void> {
  const target = `${baseUrl.replace(/\/+$/, '')}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
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
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readRawBody(req);
  // The nesting bound of every JSON route holds before a body is forwarded too; anything else the
  // backend judges, as it would without us.
  const parsed = body && body.length > 0 ? parseJson(body.toString('utf8')) : undefined;
  if (parsed && !parsed.ok && parsed.problem === 'too-deep') {
    sendJson(res, 400, { error: SIGNUP_ERRORS.invalidRequest, message: JSON_TOO_DEEP_MESSAGE });
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
    console.error(`[signup] the signup backend did not answer ${method} ${req.url ?? ''}:`, error);
    sendJson(res, 502, { error: SIGNUP_ERRORS.unexpected, message: SIGNUP_MESSAGES.unexpected });
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
