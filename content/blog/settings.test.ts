import fs from 'node:fs';
import keystaticConfig from '@/keystatic.config';
import { getGlobalPageProps } from '@/lib/content/global-page-props';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { readBlogSettings } from './settings';

/** Importing a page's module takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0252: the blog's title and introduction are the editor's (content/blog/settings.yaml,
 * the "Blog: title and introduction" singleton). Read in a throwaway checkout where an editor
 * changed both, through /blog's and /blog/page/2's getStaticProps and the global page props
 * (/api/config/app). The RSS feed reads the same file (lib/content/rss.ts); its package is an ES
 * module Jest does not load, so the feed is left to the browser journeys.
 */
const FILE = 'content/blog/settings.yaml';
const TITLE = 'Notes from the Switchboard support team';
const INTRO =
  'What support leaders learned running shared inboxes, help desks and live chat, with the numbers behind it.';

const home = process.cwd();
let root = '';
beforeAll(() => {
  root = overlayCheckout({
    [FILE]: fs
      .readFileSync(FILE, 'utf8')
      .replace(/^title: .*$/m, `title: "${TITLE}"`)
      .replace(/^description: .*$/m, `description: "${INTRO}"`),
  });
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the blog’s title and introduction an editor changed', () => {
  it(
    '/blog and its older pages carry the saved title and introduction, the SEO title unchanged',
    async () => {
      const index = await (await import('@/pages/blog/index')).getStaticProps({});
      const older = await (
        await import('@/pages/blog/page/[page]')
      ).getStaticProps({
        params: { page: '2' },
      });
      if (!('props' in index) || !('props' in older)) throw new Error('no props');
      expect(index.props.settings).toEqual({
        title: TITLE,
        seoTitle: 'Blog: customer service advice for growing teams',
        description: INTRO,
      });
      expect(older.props.settings).toEqual(index.props.settings);
    },
    PAGES_TIMEOUT_MS,
  );

  it('the global page context (GET /api/config/app) names the blog by the saved title', async () => {
    const { blog } = await getGlobalPageProps();
    expect([blog.title, blog.description]).toEqual([TITLE, INTRO]);
  });
});

describe('the blog’s title and introduction in the editor', () => {
  it("are a singleton of Keystatic's config that the reader reads", async () => {
    expect(keystaticConfig.singletons?.blogSettings?.path).toBe('content/blog/settings');
    expect((await readBlogSettings(home)).title).toBe('The Switchboard blog');
  });
});
