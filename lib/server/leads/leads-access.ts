import '@/lib/server/only-on-server';
import { env } from '@/lib/env';
import {
  credentialsOf,
  ensurePassword,
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
