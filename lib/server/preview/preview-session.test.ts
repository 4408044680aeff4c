import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { isPreviewSession, newPreviewSession, PREVIEW_SESSION_S } from '.';

/**
 * Who sees drafts: the draft pages and lists pass Next's preview data to isPreviewSession. With
 * only Next's draft-mode cookie the data is `{}`; an editor who entered with the secret has a
 * session. tests/e2e/content.spec.ts checks the same against the production build.
 */
function setSecret(secret: string | undefined) {
  if (secret === undefined) delete process.env.PREVIEW_SECRET;
  else process.env.PREVIEW_SECRET = secret;
  resetEnvForTests();
}

describe('preview sessions decide who sees drafts', () => {
  const now = Date.now();
  // A data folder of its own: outside production a secret generated into DATA_DIR opens preview
  // too, and a `make start` on this checkout leaves one in data/.
  const savedDataDir = process.env.DATA_DIR;
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-session-'));
    process.env.DATA_DIR = dataDir;
  });
  afterEach(() => setSecret(undefined));
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (savedDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = savedDataDir;
    resetEnvForTests();
  });

  it("refuses Next's draft-mode cookie alone, with or without a secret set", () => {
    for (const secret of [undefined, 'editors-secret']) {
      setSecret(secret);
      expect(isPreviewSession({}, now)).toBe(false);
      expect(isPreviewSession(false, now)).toBe(false);
      expect(isPreviewSession('preview', now)).toBe(false);
    }
  });

  it('accepts a session until it expires, and never one stretched by hand', () => {
    setSecret('editors-secret');
    const session = newPreviewSession(now);
    expect(session.expiresAt).toBe(now + PREVIEW_SESSION_S * 1000);
    expect(isPreviewSession(session, now)).toBe(true);
    expect(isPreviewSession(session, session.expiresAt - 1)).toBe(true);
    expect(isPreviewSession(session, session.expiresAt)).toBe(false);
    expect(isPreviewSession({ ...session, expiresAt: session.expiresAt + 60_000 }, now)).toBe(
      false,
    );
  });

  it('ends every session when the secret changes or is removed', () => {
    setSecret('editors-secret');
    const session = newPreviewSession(now);
    setSecret('rotated-secret');
    expect(isPreviewSession(session, now)).toBe(false);
    setSecret(undefined);
    expect(isPreviewSession(session, now)).toBe(false);
  });

  it('opens no session while preview is closed (no PREVIEW_SECRET)', () => {
    setSecret(undefined);
    expect(() => newPreviewSession(now)).toThrow('Preview is closed');
  });
});
