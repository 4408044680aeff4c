import '@/lib/server/only-on-server';
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { clientIp } from '@/lib/server/geo/client-ip';
import { consumeRateLimit, peekRateLimit } from '@/lib/server/rate-limit';
import type { RateLimitPolicyName } from '@/lib/server/rate-limit/policies';

/**
 * HTTP basic auth for the team's own views (the lead view, the editor): a username and a password
 * from the environment, or, without one, a password generated once into DATA_DIR and printed.
 */
export interface Credentials {
  username: string;
  password: string;
}

/** A password generated into DATA_DIR/`file` when the environment sets none. */
export interface GeneratedPassword {
  file: string;
  /** The configured password (the environment's), if any. */
  configured: () => string | undefined;
  username: () => string;
}

const fileOf = (password: GeneratedPassword) => path.resolve(env().DATA_DIR, password.file);

/**
 * Makes sure a password exists (called at start-up). Returns where it comes from and, when it was
 * generated just now, the password itself for the caller to print once.
 */
export function ensurePassword(
  password: GeneratedPassword,
): { source: 'environment' | 'file' } | { source: 'generated'; value: string; file: string } {
  if (password.configured()) return { source: 'environment' };
  const file = fileOf(password);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim()) return { source: 'file' };
  const value = randomBytes(18).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { source: 'generated', value, file };
}

/** The configured credentials, or the generated ones; undefined while there are none. */
export function credentialsOf(password: GeneratedPassword): Credentials | undefined {
  const configured = password.configured();
  if (configured) return { username: password.username(), password: configured };
  try {
    const stored = fs.readFileSync(fileOf(password), 'utf8').trim();
    return stored ? { username: password.username(), password: stored } : undefined;
  } catch {
    return undefined;
  }
}

// Hashing first gives equal-length buffers, so the comparison takes the same time for any input.
const digest = (value: string) => createHash('sha256').update(value).digest();
export const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export function isAuthorized(
  authorization: string | undefined,
  credentials: Credentials | undefined,
): boolean {
  if (!credentials || !authorization?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return false;
  const userOk = sameSecret(decoded.slice(0, colon), credentials.username);
  const passwordOk = sameSecret(decoded.slice(colon + 1), credentials.password);
  return userOk && passwordOk;
}

/**
 * What a request's credentials come to: 'allowed'; 'challenged' (401 with the basic-auth
 * challenge set); or locked out from this address for `lockedForS` more seconds (429 with
 * Retry-After set). Wrong passwords count against `policy`; once they are used up, every request
 * from that address is refused until the window ends, the right password too: a lockout that still
 * let it in would tell a guesser which password is right (decision 0090).
 */
export type BasicAuthVerdict = 'allowed' | 'challenged' | { lockedForS: number };

export async function basicAuthVerdict(
  req: IncomingMessage,
  res: ServerResponse,
  options: { credentials: Credentials | undefined; realm: string; policy: RateLimitPolicyName },
): Promise<BasicAuthVerdict> {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Cache-Control', 'private, no-store');
  const db = getDb();
  const visitor = clientIp(req) ?? 'unknown';
  const lockout = await peekRateLimit(db, options.policy, visitor);
  if (!lockout.allowed) return refuseDuringLockout(res, lockout.retryAfterS);
  if (isAuthorized(req.headers.authorization, options.credentials)) return 'allowed';
  if (req.headers.authorization !== undefined) {
    const attempt = await consumeRateLimit(db, options.policy, visitor);
    if (!attempt.allowed) return refuseDuringLockout(res, attempt.retryAfterS);
  }
  res.statusCode = 401;
  res.setHeader('WWW-Authenticate', `Basic realm="${options.realm}", charset="UTF-8"`);
  return 'challenged';
}

/** basicAuthVerdict as a yes or no: when no, the answer's status and headers are set. */
export async function guardBasicAuth(
  req: IncomingMessage,
  res: ServerResponse,
  options: { credentials: Credentials | undefined; realm: string; policy: RateLimitPolicyName },
): Promise<boolean> {
  return (await basicAuthVerdict(req, res, options)) === 'allowed';
}

function refuseDuringLockout(res: ServerResponse, retryAfterS: number): { lockedForS: number } {
  res.statusCode = 429;
  res.setHeader('Retry-After', String(retryAfterS));
  return { lockedForS: retryAfterS };
}
