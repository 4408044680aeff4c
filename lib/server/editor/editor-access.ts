import '@/lib/server/only-on-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '@/lib/env';
import { EDITOR_UI_PATH } from '@/lib/editor-paths';
import { LOCAL_EDITOR_STAGES } from '@/lib/keystatic-storage';
import {
  credentialsOf,
  ensurePassword,
  guardBasicAuth,
  type GeneratedPassword,
} from '@/lib/server/http/basic-auth';

/**
 * Access to the editor (/keystatic and /api/keystatic/*, decision 0160). Keystatic's local mode has
 * no login and its API lists and writes the project's files, so the editor is served only with the
 * editors' credentials (EDITOR_USERNAME / EDITOR_PASSWORD, or a password generated into DATA_DIR),
 * and in local mode only in the local and test stages: anywhere else it does not exist (404).
 */
export const EDITOR_PASSWORD_FILE = 'editor-password.txt';
export const EDITOR_REALM = 'Switchboard editor';
export { EDITOR_UI_PATH };

const editorPassword: GeneratedPassword = {
  file: EDITOR_PASSWORD_FILE,
  configured: () => env().EDITOR_PASSWORD,
  username: () => env().EDITOR_USERNAME,
};

/** Whether this server serves the editor at all. */
export function editorServed(): boolean {
  const { APP_STAGE, KEYSTATIC_STORAGE } = env();
  return KEYSTATIC_STORAGE === 'github' || LOCAL_EDITOR_STAGES.includes(APP_STAGE);
}

/** Called by lib/server/startup.ts: a password exists whenever the editor is served. */
export function ensureEditorPassword(): void {
  if (!editorServed()) return;
  const result = ensurePassword(editorPassword);
  if (result.source === 'generated') {
    console.info(
      `[editor] Generated a password for the editor: user '${env().EDITOR_USERNAME}', ` +
        `password '${result.value}' (kept in ${result.file}; set EDITOR_PASSWORD to choose your own).`,
    );
  }
}

export function editorCredentials() {
  return credentialsOf(editorPassword);
}

/**
 * Guards an editor request: 'allowed', or the answer already set: 'not-found' (not served here,
 * status 404) or 'refused' (401 with the challenge, or 429 during a lockout).
 */
export async function guardEditorRequest(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<'allowed' | 'not-found' | 'refused'> {
  if (!editorServed()) {
    res.statusCode = 404;
    return 'not-found';
  }
  const allowed = await guardBasicAuth(req, res, {
    credentials: editorCredentials(),
    realm: EDITOR_REALM,
    policy: 'editorLoginPerIp',
  });
  return allowed ? 'allowed' : 'refused';
}

/** Tells whoever starts the server where editors begin (make start prints it). */
export function announceEditor(): void {
  if (!editorServed()) return;
  const { SITE_URL, EDITOR_USERNAME, EDITOR_PASSWORD, DATA_DIR } = env();
  const where = EDITOR_PASSWORD ? 'EDITOR_PASSWORD' : `${DATA_DIR}/${EDITOR_PASSWORD_FILE}`;
  console.info(
    `[editor] Editors start at ${SITE_URL}${EDITOR_UI_PATH} (user '${EDITOR_USERNAME}', ` +
      `password in ${where}); docs/editing.md explains the rest.`,
  );
}
