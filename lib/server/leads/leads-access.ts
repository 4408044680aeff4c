import '@/lib/server/only-on-server';
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { clientIp } from '@/lib/server/geo/client-ip';
import { consumeRateLimit, peekRateLimit } from '@/lib/server/rate-limit';

/**
 * Access to the marketers' lead view (/leads and /api/leads/*): HTTP basic auth with
 * LEADS_USERNAME / LEADS_PASSWORD. Without a configured password the server generates one into
 * DATA_DIR at start-up and prints it once; without any password the view never opens.
 */
export const LEADS_PASSWORD_FILE = 'leads-password.txt';
export const LEADS_REALM = 'Switchboard leads';

function passwordFile(): string {
  return path.resolve(env().DATA_DIR, LEADS_PASSWORD_FILE);
}

/** Called by lib/server/startup.ts. Returns where the password comes from. */
export function ensureLeadsPassword(): 'environment' | 'file' | 'generated' {
  if (env().LEADS_PASSWORD) return 'environment';
  const file = passwordFile();
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim()) return 'file';
  const password = randomBytes(18).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  console.info(
    `[leads] Generated a password for the lead view at /leads: user '${env().LEADS_USERNAME}', ` +
      `password '${password}' (kept in ${file}; set LEADS_PASSWORD to choose your own).`,
  );
  return 'generated';
}

export function leadsCredentials(): { username: string; password: string } | undefined {
  const { LEADS_USERNAME, LEADS_PASSWORD } = env();
  if (LEADS_PASSWORD) return { username: LEADS_USERNAME, password: LEADS_PASSWORD };
  try {
    const stored = fs.readFileSync(passwordFile(), 'utf8').trim();
    return stored ? { username: LEADS_USERNAME, password: stored } : undefined;
  } catch {
    return undefined;
  }
}

// Hashing first gives equal-length buffers, so the comparison takes the same time for any input.
const digest = (value: string) => createHash('sha256').update(value).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export function isAuthorized(
  authorization: string | undefined,
  credentials = leadsCredentials(),
): boolean {
  if (!credentials || !authorization?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return false;
  const userOk = same(decoded.slice(0, colon), credentials.username);
  const passwordOk = same(decoded.slice(colon + 1), credentials.password);
  return userOk && passwordOk;
}

/**
 * Guards a lead-view request: true when allowed; otherwise it has answered 401 (with the basic-auth
 * challenge) or 429 with Retry-After, and the caller stops. Wrong passwords count against
 * leadsLoginPerIp; once they are used up, every request from that address is refused until the
 * window ends, the right password too: a lockout that still let it in would tell a guesser which
 * password is right (decision 0090).
 */
export async function guardLeadsRequest(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Cache-Control', 'private, no-store');
  const db = getDb();
  const visitor = clientIp(req) ?? 'unknown';
  const lockout = await peekRateLimit(db, 'leadsLoginPerIp', visitor);
  if (!lockout.allowed) return refuseDuringLockout(res, lockout.retryAfterS);
  if (isAuthorized(req.headers.authorization)) return true;
  if (req.headers.authorization !== undefined) {
    const attempt = await consumeRateLimit(db, 'leadsLoginPerIp', visitor);
    if (!attempt.allowed) return refuseDuringLockout(res, attempt.retryAfterS);
  }
  res.statusCode = 401;
  res.setHeader('WWW-Authenticate', `Basic realm="${LEADS_REALM}", charset="UTF-8"`);
  return false;
}

function refuseDuringLockout(res: ServerResponse, retryAfterS: number): false {
  res.statusCode = 429;
  res.setHeader('Retry-After', String(retryAfterS));
  return false;
}

/**
 * Browsers resend basic-auth credentials on cross-site form posts, so a lead-view POST must come
 * from our own pages. An Origin naming another host is cross-site, and so is `Origin: null` (what a
 * sandboxed frame, a file: page or a cross-site redirect sends) or any other value that is not a
 * URL. A request without Origin (curl, a server) carries no visitor's credentials and passes.
 */
export function isCrossSitePost(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}
