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
  afterEach(() => setSecret(undefined));

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
