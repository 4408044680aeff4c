import '@/lib/server/only-on-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { plainDialect, type ApiRoute } from '@/lib/server/http/api-route';
import {
  credentialsOf,
  ensurePassword,
  guardBasicAuth,
  isAuthorized as isAuthorizedFor,
  type GeneratedPassword,
} from '@/lib/server/http/basic-auth';

/**
 * Access to the marketers' lead view (/leads and /api/leads/*): HTTP basic auth with
 * LEADS_USERNAME / LEADS_PASSWORD. Without a configured password the server generates one into
 * DATA_DIR at start-up and prints it once; without any password the view never opens.
 */
export const LEADS_PASSWORD_FILE = 'leads-password.txt';
export const LEADS_REALM = 'Switchboard leads';

const leadsPassword: GeneratedPassword = {
  file: LEADS_PASSWORD_FILE,
  configured: () => env().LEADS_PASSWORD,
  username: () => env().LEADS_USERNAME,
};

/** Called by lib/server/startup.ts. Returns where the password comes from. */
export function ensureLeadsPassword(): 'environment' | 'file' | 'generated' {
  const result = ensurePassword(leadsPassword);
  if (result.source === 'generated') {
    console.info(
      `[leads] Generated a password for the lead view at /leads: user '${env().LEADS_USERNAME}', ` +
        `password '${result.value}' (kept in ${result.file}; set LEADS_PASSWORD to choose your own).`,
    );
  }
  return result.source;
}

export function leadsCredentials(): { username: string; password: string } | undefined {
  return credentialsOf(leadsPassword);
}

export function isAuthorized(
  authorization: string | undefined,
  credentials = leadsCredentials(),
): boolean {
  return isAuthorizedFor(authorization, credentials);
}

/** Guards a lead-view request (lib/server/http/basic-auth.ts): false once it has answered 401/429. */
export function guardLeadsRequest(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  return guardBasicAuth(req, res, {
    credentials: leadsCredentials(),
    realm: LEADS_REALM,
    policy: 'leadsLoginPerIp',
  });
}

/**
 * What every form the lead view posts (replay, send again) shares: the sign-in, POST only, never
 * cached, and only from the lead view's own pages, since browsers resend basic-auth credentials
 * on cross-site form posts (the wrapper's own cross-site refusal, in the lead view's words). Where
 * each sends the browser back to is one rule too: leadViewReturnPath (./return-path.ts).
 */
export const LEAD_VIEW_POST = {
  guard: guardLeadsRequest,
  methods: ['POST'],
  cache: 'private, no-store',
  sameSiteOnly: true,
  dialect: { ...plainDialect, messages: { 'cross-site': 'Cross-site requests are not allowed' } },
} as const satisfies Omit<ApiRoute<undefined>, 'handle'>;
