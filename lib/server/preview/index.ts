import '@/lib/server/only-on-server';
import { createHmac } from 'node:crypto';
import type { NextApiResponse } from 'next';
import { env } from '@/lib/env';
import {
  credentialsOf,
  ensurePassword,
  sameSecret,
  type GeneratedPassword,
} from '@/lib/server/http/basic-auth';
import { readBlogPosts } from '@/content/blog';
import { postPath } from '@/lib/content/blog';
import { getStories, storyPath } from '@/lib/content/customer-stories';
import { safeRelativePath } from '@/lib/content/safe-path';

export const PREVIEW_SECRET_FILE = 'preview-secret.txt';

const generatedPreviewSecret: GeneratedPassword = {
  file: PREVIEW_SECRET_FILE,
  configured: () => env().PREVIEW_SECRET,
  username: () => 'preview',
};

/**
 * The preview secret: PREVIEW_SECRET, or outside production (where it is required) one generated
 * into DATA_DIR at start-up, so a fresh `make start` can preview (issue 15). Undefined: closed.
 */
export function previewSecret(): string | undefined {
  const { PREVIEW_SECRET, APP_STAGE } = env();
  if (PREVIEW_SECRET) return PREVIEW_SECRET;
  if (APP_STAGE === 'production') return undefined;
  return credentialsOf(generatedPreviewSecret)?.password;
}

/** Called by lib/server/startup.ts: generates the secret outside production when none is set. */
export function ensurePreviewSecret(): void {
  if (env().APP_STAGE === 'production') return;
  const result = ensurePassword(generatedPreviewSecret);
  if (result.source === 'generated') {
    console.info(
      `[preview] Generated a preview secret into ${result.file} (set PREVIEW_SECRET to choose your own).`,
    );
  }
}

/**
 * Editors' preview mode (issue 3): the secret is previewSecret(). Without one, preview is closed.
 * Comparison is constant-time (hashes of equal length).
 */
export function isPreviewSecretValid(given: unknown): boolean {
  const expected = previewSecret();
  if (!expected || typeof given !== 'string' || given === '') return false;
  return sameSecret(given, expected);
}

/** How long an editor's preview lasts before the secret must be given again. */
export const PREVIEW_SESSION_S = 60 * 60;

/**
 * An editor's preview session, kept by Next (signed and encrypted with keys that never leave the
 * server) in its `__next_preview_data` cookie. Next's draft-mode cookie alone is not enough: its
 * value is fixed per build, so whoever once held it could read drafts for good (decision 0090).
 * The proof ties the session to PREVIEW_SECRET: a new or removed secret ends every session.
 */
export interface PreviewSession {
  expiresAt: number;
  proof: string;
}

const proofFor = (secret: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`switchboard-preview-session:${expiresAt}`).digest('hex');

/** A session for an editor who has just given the right secret (isPreviewSecretValid). */
export function newPreviewSession(now: number = Date.now()): PreviewSession {
  const secret = previewSecret();
  if (!secret) throw new Error('Preview is closed: PREVIEW_SECRET is not set.');
  const expiresAt = now + PREVIEW_SESSION_S * 1000;
  return { expiresAt, proof: proofFor(secret, expiresAt) };
}

/** Starts an editor's preview (after isPreviewSecretValid): Next's two preview cookies. */
export function startPreview(res: NextApiResponse, now: number = Date.now()): void {
  res.setPreviewData(newPreviewSession(now), { maxAge: PREVIEW_SESSION_S });
}

/**
 * Ends preview. Next's clearPreviewData empties both cookies; setDraftMode({ enable: false }) would
 * send the build's draft-mode value back in its expiring cookie, to anyone who asks.
 */
export function endPreview(res: NextApiResponse): void {
  res.clearPreviewData();
}

/**
 * Whether the preview data Next hands to getStaticProps is a live session under the current
 * secret. The only question that decides whether drafts are shown.
 */
export function isPreviewSession(previewData: unknown, now: number = Date.now()): boolean {
  // Static generation passes no preview data: decided before the environment is read.
  if (typeof previewData !== 'object' || previewData === null) return false;
  const { expiresAt, proof } = previewData as Partial<PreviewSession>;
  if (typeof expiresAt !== 'number' || typeof proof !== 'string' || expiresAt <= now) return false;
  const secret = previewSecret();
  if (!secret) return false;
  return sameSecret(proof, proofFor(secret, expiresAt));
}

/**
 * Where an editor previews `slug`: a site path as given ('/blog/my-draft'), or the slug of a post
 * or customer story, drafts included. Null for anything else.
 */
export async function previewPathFor(slug: unknown): Promise<string | null> {
  if (typeof slug !== 'string' || slug.trim() === '') return null;
  if (slug.startsWith('/')) return safeRelativePath(slug);
  const post = (await readBlogPosts()).find((p) => p.slug === slug);
  if (post) return postPath(post.slug);
  const stories = await getStories({ includeDrafts: true });
  return stories.some((s) => s.slug === slug) ? storyPath(slug) : null;
}
