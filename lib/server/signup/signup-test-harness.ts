import '@/lib/server/only-on-server';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import {
  emailAvailableHandler,
  sendValidationEmailHandler,
  signupBackendOr404,
  signupHandler,
} from './handlers';

/**
 * The /api/1 handlers served by a real HTTP server on a fresh database (SQLite, or PostgreSQL in
 * make unit-postgres) and an outbox in a temp DATA_DIR, with a clock the test moves by hand. Only
 * for tests.
 */
export interface SignupHarness {
  baseUrl: string;
  db: Db;
  dataDir: string;
  clock: { now: number };
  post: (route: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  get: (route: string, headers?: Record<string, string>) => Promise<Response>;
  /** The code of the newest verification mail written to the outbox for an address. */
  latestCode: (email: string) => string;
  outboxFiles: () => string[];
  close: () => Promise<void>;
}

export const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

/**
 * What a 429's Retry-After should say at `now` under a policy: the seconds left in its fixed window
 * (windows start at multiples of the window's length, lib/server/rate-limit), rounded up.
 */
export function secondsLeftInWindow(windowS: number, now: number): number {
  const windowMs = windowS * 1000;
  return Math.ceil((windowMs - (now % windowMs)) / 1000);
}

export async function startSignupHarness(env: Record<string, string> = {}): Promise<SignupHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signup-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  delete process.env.SIGNUP_API_URL;
  delete process.env.SESSION_SECRET;
  // As in production, one proxy of ours sits in front: the last X-Forwarded-For entry is the client.
  process.env.TRUSTED_PROXY_HOPS = '1';
  Object.assign(process.env, env);
  resetEnvForTests();
  const db = await openTestDb({ file: true, asProcessDb: true });
  const clock = { now: T0 };
  const deps = { db: () => db, now: () => clock.now };
  const routes = {
    emailAvailable: emailAvailableHandler(deps),
    send: sendValidationEmailHandler(deps),
    signup: signupHandler(deps),
  };
  const site = await serveApiHandler((req, res) => {
    const url = req.url ?? '';
    const handler = url.startsWith('/api/1/email_available/')
      ? routes.emailAvailable
      : url === '/api/1/send_validation_email'
        ? routes.send
        : url === '/api/1/signup'
          ? routes.signup
          : signupBackendOr404;
    return handler(req, res);
  });
  const baseUrl = site.origin;
  const outbox = path.join(dataDir, 'outbox');
  const outboxFiles = () =>
    fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];

  return {
    baseUrl,
    db,
    dataDir,
    clock,
    post: (route, body, headers = {}) =>
      fetch(`${baseUrl}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
        body: JSON.stringify(body),
      }),
    get: (route, headers = {}) => fetch(`${baseUrl}${route}`, { headers }),
    outboxFiles,
    latestCode: (email) => {
      const mails = outboxFiles()
        .sort()
        .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
        .filter((mail) => new RegExp(`^To: ${email}$`, 'm').test(mail));
      const match = /verification code is (\d{6})/.exec(mails.at(-1) ?? '');
      if (!match?.[1]) throw new Error(`no verification mail for ${email}`);
      return match[1];
    },
    close: async () => {
      await site.close();
      await closeTestDb(db);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resetEnvForTests();
    },
  };
}
