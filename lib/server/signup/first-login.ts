import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';
import { COOKIES } from '@/constants/storage';
import { env } from '@/lib/env';
import { consumeSignInToken, createSession, sessionUser } from '@/lib/server/accounts';
import type { Db } from '@/lib/server/db';

/** What the first_login_url page shows; only plain data, so it can travel as page props. */
export type WelcomeState =
  | { kind: 'welcome'; firstName: string; company: string; trialEndsAt: string }
  | { kind: 'link-used' | 'link-expired' | 'link-invalid' | 'signed-out' };

export type FirstLoginOutcome =
  | { kind: 'signed-in'; setCookie: string }
  | { kind: 'refused'; state: WelcomeState; status: number };

/** Session cookie: HttpOnly, SameSite=Lax, and Secure whenever the site is served over https. */
export function sessionCookie(token: string, maxAgeS: number): string {
  const secure = new URL(env().SITE_URL).protocol === 'https:';
  return [
    `${COOKIES.session}=${token}`,
    'Path=/',
    `Max-Age=${maxAgeS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Opens the one-time link: the first use starts a session, any later use is refused. */
export async function openFirstLoginLink(
  db: Db,
  token: string,
  now: number,
): Promise<FirstLoginOutcome> {
  const result = await consumeSignInToken(db, token, now);
  if (result.status === 'valid') {
    const session = await createSession(db, result.userId, now);
    return { kind: 'signed-in', setCookie: sessionCookie(session.token, session.maxAgeS) };
  }
  if (result.status === 'used')
    return { kind: 'refused', state: { kind: 'link-used' }, status: 410 };
  if (result.status === 'expired') {
    return { kind: 'refused', state: { kind: 'link-expired' }, status: 410 };
  }
  return { kind: 'refused', state: { kind: 'link-invalid' }, status: 404 };
}

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The welcome of the signed-in admin, or 'signed-out' without a live session. */
export async function welcomeStateFor(
  db: Db,
  req: IncomingMessage,
  now: number,
): Promise<WelcomeState> {
  const token = cookieValue(req, COOKIES.session);
  const user = token ? await sessionUser(db, token, now) : undefined;
  if (!user) return { kind: 'signed-out' };
  return {
    kind: 'welcome',
    firstName: user.givenName,
    company: user.company,
    trialEndsAt: new Date(user.trialEndsAt).toISOString(),
  };
}
