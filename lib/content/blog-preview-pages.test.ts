import fs from 'node:fs';
import type { GetStaticPropsContext } from 'next';
import { previewSessionForSuite } from '@/tests/support/preview-session';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { getPosts } from './blog';

/**
 * An editor in preview pages through the blog with the drafts in it, as /blog shows them: page 2
 * starts where page 1 with the draft ends, not where the public page 1 ends.
 */
const DRAFT = 'content/blog/posts/next-quarters-roadmap.mdoc';

const home = process.cwd();
let root = '';
const preview = previewSessionForSuite('blog-preview');
beforeAll(() => {
  root = overlayCheckout({
    [DRAFT]: fs
      .readFileSync('content/blog/posts/writing-slas-you-can-keep.mdoc', 'utf8')
      .replace(/^title: .*$/m, 'title: "Next quarter\'s roadmap"')
      .replace(/^date: .*$/m, 'date: 2026-11-20')
      .replace(/^draft: false$/m, 'draft: true'),
  });
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

type ListProps = { props: { list: { posts: { slug: string }[] } } };

it('shows page 2 with the drafts counted in preview, and without them to everyone else', async () => {
  const first = (await import('@/pages/blog')) as unknown as {
    getStaticProps: (context: GetStaticPropsContext) => Promise<ListProps>;
  };
  const next = (await import('@/pages/blog/page/[page]')) as unknown as {
    getStaticProps: (context: GetStaticPropsContext) => Promise<ListProps>;
  };
  const slugs = async (page: Promise<ListProps>) =>
    (await page).props.list.posts.map((p) => p.slug);
  const publicFirst = await slugs(first.getStaticProps({}));
  const previewFirst = await slugs(first.getStaticProps({ previewData: preview() }));
  const publicSecond = await slugs(next.getStaticProps({ params: { page: '2' } }));
  const previewSecond = await slugs(
    next.getStaticProps({ params: { page: '2' }, previewData: preview() }),
  );
  expect(previewFirst[0]).toBe('next-quarters-roadmap');
  expect(publicFirst).not.toContain('next-quarters-roadmap');
  // The two pages follow the blog's order with the drafts in it, each post once: the drafts
  // pushed the public page 1's last post onto page 2, for the editor only.
  const everyPost = (await getPosts({ includeDrafts: true })).map((post) => post.slug);
  const shown = [...previewFirst, ...previewSecond];
  expect(shown).toEqual(everyPost.slice(0, shown.length));
  expect(previewSecond).toContain(publicFirst.at(-1));
  // Everyone else's page 2 starts after the public page 1, without the drafts.
  const publicPosts = (await getPosts()).map((post) => post.slug);
  expect([...publicFirst, ...publicSecond]).toEqual(
    publicPosts.slice(0, publicFirst.length + publicSecond.length),
  );
  expect(publicSecond).not.toContain(publicFirst.at(-1));
}, 60_000);
