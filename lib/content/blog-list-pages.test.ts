import fs from 'node:fs';
import { BLOG_POSTS_PER_PAGE } from '@/constants/content';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { getPosts } from './blog';

/** Importing the page's module takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * /blog/page/[page]: a list page that publishing adds after the build (a new post pushes the
 * oldest onto a new last page) is generated on request (fallback 'blocking'); any address that
 * is not a page of the list answers 404. Read in a throwaway checkout with enough new posts to
 * fill one page more than this checkout's posts do.
 */
const SOURCE = 'content/blog/posts/writing-slas-you-can-keep.mdoc';
const newPost = (n: number) =>
  fs
    .readFileSync(SOURCE, 'utf8')
    .replace(/^title: .*$/m, `title: "Queue notes, part ${n}"`)
    .replace(/^date: .*$/m, `date: 2026-11-0${n}`);

const home = process.cwd();
let root = '';
let pagesBefore = 0;
beforeAll(async () => {
  const published = (await getPosts()).length;
  pagesBefore = Math.ceil(published / BLOG_POSTS_PER_PAGE);
  // Enough posts to start one more page.
  const extra = pagesBefore * BLOG_POSTS_PER_PAGE - published + 1;
  root = overlayCheckout(
    Object.fromEntries(
      Array.from({ length: extra }, (_, i) => [
        `content/blog/posts/queue-notes-part-${i + 1}.mdoc`,
        newPost(i + 1),
      ]),
    ),
  );
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the blog’s list pages', () => {
  it(
    'shows a page that publishing added after the build, on request',
    async () => {
      const lists = await import('@/pages/blog/page/[page]');
      const { paths, fallback } = await lists.getStaticPaths({});
      expect(fallback).toBe('blocking');
      const added = String(pagesBefore + 1);
      expect(paths).toContainEqual({ params: { page: added } });
      const result = await lists.getStaticProps({ params: { page: added } });
      if (!('props' in result)) throw new Error(`/blog/page/${added} has no props`);
      expect(result.props.list).toMatchObject({
        page: pagesBefore + 1,
        pageCount: pagesBefore + 1,
      });
      // The oldest post moved onto the new last page.
      const oldest = (await getPosts()).at(-1)!;
      expect(result.props.list.posts.map((post) => post.slug)).toEqual([oldest.slug]);
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'answers 404 for a page past the last, page 1 (that is /blog) and numbers not written plainly',
    async () => {
      const lists = await import('@/pages/blog/page/[page]');
      for (const page of [String(pagesBefore + 2), '1', '0', '02', '2.0', '-2', 'two', '1e1']) {
        expect({ page, result: await lists.getStaticProps({ params: { page } }) }).toEqual({
          page,
          result: { notFound: true },
        });
      }
    },
    PAGES_TIMEOUT_MS,
  );
});
