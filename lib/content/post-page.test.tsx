/** @jest-environment node */
import fs from 'node:fs';
import type { ComponentType } from 'react';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { renderPageOnServer } from '@/tests/support/server-render';

/** Importing and rendering the page's module takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0247: a post's "SEO title" and "SEO description" (keystatic.config.ts) are what search
 * results and shared links show; left empty, the title and the excerpt are. Read through the post
 * page's own getStaticProps in a throwaway checkout holding a post with both fields written, and
 * rendered as Next renders the page on the server, its <head> collected.
 */
const SEO_TITLE = 'SLA targets your team can keep';
const SEO_DESCRIPTION =
  'Set support service levels from your own ticket data, publish them plainly and meet them every week.';
const SOURCE = 'content/blog/posts/writing-slas-you-can-keep.mdoc';
const WITH_SEO = 'content/blog/posts/service-levels-that-hold.mdoc';

const home = process.cwd();
let root = '';
beforeAll(() => {
  root = overlayCheckout({
    [WITH_SEO]: fs
      .readFileSync(SOURCE, 'utf8')
      .replace(
        /^title: .*$/m,
        `title: "Service levels that hold"\nseoTitle: "${SEO_TITLE}"\nseoDescription: "${SEO_DESCRIPTION}"`,
      ),
  });
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

/** The <title> and meta description of a post's page, as its server-rendered <head> holds them. */
async function headOf(slug: string): Promise<{ title: string; description: string }> {
  const page = await import('@/pages/blog/[slug]');
  const result = await page.getStaticProps({ params: { slug } });
  if (!('props' in result)) throw new Error(`/blog/${slug} has no props`);
  const { title, description } = await renderPageOnServer(
    page.default as unknown as ComponentType<Record<string, unknown>>,
    result.props as unknown as Record<string, unknown>,
    { pathname: '/blog/[slug]', asPath: `/blog/${slug}`, query: { slug } },
  );
  return { title, description };
}

describe('a post’s page in search results and shared links', () => {
  it(
    'takes the <title> and meta description from the post’s SEO title and SEO description',
    async () => {
      expect(await headOf('service-levels-that-hold')).toEqual({
        title: `${SEO_TITLE} | Switchboard`,
        description: SEO_DESCRIPTION,
      });
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'takes the title and the excerpt when the SEO fields are empty',
    async () => {
      const source = fs.readFileSync(SOURCE, 'utf8');
      const title = /^title: "(.*)"$/m.exec(source)![1]!;
      const excerpt = /^excerpt: "(.*)"$/m.exec(source)![1]!;
      expect(await headOf('writing-slas-you-can-keep')).toEqual({
        title: `${title} | Switchboard`,
        description: excerpt,
      });
    },
    PAGES_TIMEOUT_MS,
  );
});
