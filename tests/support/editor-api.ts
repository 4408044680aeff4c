import { expect, type APIRequestContext } from '@playwright/test';

/** The e2e server's editor credentials (playwright.config.ts). */
export const EDITOR = { username: 'editor', password: 'e2e-editor-password' };
export const EDITOR_AUTHORIZATION = `Basic ${Buffer.from(`${EDITOR.username}:${EDITOR.password}`).toString('base64')}`;

/** A save through the editor's API (Keystatic's `update`), which publishes what it writes. */
export async function saveThroughEditor(
  request: APIRequestContext,
  additions: { path: string; contents: Buffer }[],
  deletions: string[],
) {
  const answer = await request.post('/api/keystatic/update', {
    headers: {
      Authorization: EDITOR_AUTHORIZATION,
      'no-cors': '1',
      'content-type': 'application/json',
    },
    data: {
      additions: additions.map((file) => ({
        path: file.path,
        contents: file.contents.toString('base64url'),
      })),
      deletions: deletions.map((file) => ({ path: file })),
    },
  });
  expect(answer.status()).toBe(200);
}
