import fs from 'node:fs';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { readBlogPosts } from '@/content/blog';
import { getGlobalPageProps } from './global-page-props';
import { sitemapXml } from './site-files';

/**
 * Decision 0246: an editor deletes an author (or a category) while a draft still names it. The
 * draft cannot be shown, not even in preview, so it is left out and the log says why; every page
 * and the sitemap go on. A published post naming a deleted author still stops the pages.
 */
const SOURCE = 'content/blog/posts/writing-slas-you-can-keep.mdoc';
const POST = 'content/blog/posts/handover-notes.mdoc';
const byAuthorWhoLeft = (draft: boolean) =>
  fs
    .readFileSync(SOURCE, 'utf8')
    .replace(/^title: .*$/m, 'title: "Handover notes"')
    .replace(/^author: .*$/m, 'author: "someone-who-left"')
    .replace(/^draft: false$/m, `draft: ${draft}`);

const home = process.cwd();
const roots: string[] = [];
afterAll(() => {
  process.chdir(home);
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

const checkoutWith = (draft: boolean) => {
  const root = overlayCheckout({ [POST]: byAuthorWhoLeft(draft) });
  roots.push(root);
  process.chdir(root);
};

it('leaves a draft naming a deleted author out, says so, and every page goes on', async () => {
  checkoutWith(true);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const slugs = (await readBlogPosts()).map((post) => post.slug);
  expect(slugs).not.toContain('handover-notes');
  expect(slugs).toContain('writing-slas-you-can-keep');
  expect(warn).toHaveBeenCalledWith(
    `[content] draft left out: ${POST}: author 'someone-who-left' is not in content/blog/authors/`,
  );
  await expect(getGlobalPageProps()).resolves.toBeDefined();
  expect(await sitemapXml()).toContain('/blog/writing-slas-you-can-keep');
  warn.mockRestore();
}, 60_000);

it('still stops the pages for a published post naming a deleted author, naming its file', async () => {
  checkoutWith(false);
  await expect(readBlogPosts()).rejects.toThrow(
    `${POST}: author 'someone-who-left' is not in content/blog/authors/`,
  );
}, 60_000);
