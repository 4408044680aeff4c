import fs from 'node:fs';
import { siteNow } from '@/lib/clock';
import { pathsShowing, publishSave } from '@/lib/server/editor/publishing';
import { previewSessionForSuite } from '@/tests/support/preview-session';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { getGlobalPageProps } from './global-page-props';
import { sitemapXml } from './site-files';

/** Importing and rendering the pages' modules takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0246: the rules a post or a customer story needs to go public (a body long enough, a
 * date not in the future) hold for published entries only. An editor's unfinished draft (three
 * lines, dated for the day it should go out) is read in a throwaway checkout: every page, the
 * sitemap and publishing go on, and the editor previews the draft as it is. The same entries
 * published still stop the pages, naming the file and the rule.
 */
const tomorrow = () => new Date(siteNow() + 86_400_000).toISOString().slice(0, 10);

/** A real entry's front matter with some fields replaced, and a body of a few words. */
function unfinished(source: string, fields: Record<string, string>, body: string): string {
  let frontMatter = fs.readFileSync(source, 'utf8').split(/^---$/m)[1]!;
  for (const [field, value] of Object.entries(fields)) {
    frontMatter = frontMatter.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`);
  }
  return `---${frontMatter}---\n${body}\n`;
}

const POST = {
  file: 'content/blog/posts/queue-health-notes.mdoc',
  slug: 'queue-health-notes',
  body: 'Notes so far: measure the backlog by age, not by count.',
};
const STORY = {
  file: 'content/customer-stories/orchard-lane-dental.mdoc',
  slug: 'orchard-lane-dental',
  body: 'Interview on Thursday; figures to follow.',
};

const checkoutWith = (draft: boolean) =>
  overlayCheckout({
    [POST.file]: unfinished(
      'content/blog/posts/writing-slas-you-can-keep.mdoc',
      { title: '"Queue health notes"', date: tomorrow(), draft: String(draft) },
      POST.body,
    ),
    [STORY.file]: unfinished(
      'content/customer-stories/bramble-and-oak.mdoc',
      { company: '"Orchard Lane Dental"', date: tomorrow(), draft: String(draft) },
      STORY.body,
    ),
  });

const home = process.cwd();
const roots: string[] = [];
const readIn = (root: string) => process.chdir(root);
afterAll(() => {
  process.chdir(home);
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('an unfinished draft post and customer story (decision 0246)', () => {
  const preview = previewSessionForSuite('unfinished-drafts');
  beforeAll(() => {
    roots.push(checkoutWith(true));
  });
  beforeEach(() => readIn(roots[0]!));

  it('leaves every page’s shared props loading, with the published posts in them', async () => {
    const props = await getGlobalPageProps();
    expect(props.blog.recentPosts.length).toBeGreaterThan(0);
    expect(props.blog.recentPosts.map((post) => post.path)).not.toContain(`/blog/${POST.slug}`);
  });

  it('leaves the sitemap listing the published pages, without the drafts', async () => {
    const sitemap = await sitemapXml();
    expect(sitemap).toContain('/blog/writing-slas-you-can-keep</loc>');
    expect(sitemap).toContain('/customer-stories/bramble-and-oak</loc>');
    expect(sitemap).not.toContain(POST.slug);
    expect(sitemap).not.toContain(STORY.slug);
  });

  it('still publishes a save: the draft’s page first, then the lists that would show it', async () => {
    const forPost = await pathsShowing([POST.file]);
    expect(forPost[0]).toBe(`/blog/${POST.slug}`);
    expect(forPost).toContain('/blog');
    const forStory = await pathsShowing([STORY.file]);
    expect(forStory.slice(0, 2)).toEqual([`/customer-stories/${STORY.slug}`, '/customer-stories']);
  });

  it(
    'shows the editor the draft as it is in preview, and no one else',
    async () => {
      const posts = await import('@/pages/blog/[slug]');
      const stories = await import('@/pages/customer-stories/[slug]');
      const post = { slug: POST.slug };
      const story = { slug: STORY.slug };
      expect(await posts.getStaticProps({ params: post })).toEqual({ notFound: true });
      expect(await stories.getStaticProps({ params: story })).toEqual({ notFound: true });
      expect(await posts.getStaticProps({ params: post, previewData: preview() })).toMatchObject({
        props: { post: { title: 'Queue health notes', draft: true } },
      });
      const shownPost = await posts.getStaticProps({ params: post, previewData: preview() });
      expect('props' in shownPost && shownPost.props.post.html).toContain(POST.body);
      expect(await stories.getStaticProps({ params: story, previewData: preview() })).toMatchObject(
        {
          props: { story: { company: 'Orchard Lane Dental', draft: true } },
        },
      );
    },
    PAGES_TIMEOUT_MS,
  );
});

describe('the same post and story published (decision 0246)', () => {
  beforeAll(() => roots.push(checkoutWith(false)));
  beforeEach(() => readIn(roots[1]!));

  it('still stops the pages, naming the post’s file and each rule it breaks', async () => {
    const refusal = getGlobalPageProps();
    await expect(refusal).rejects.toThrow(
      `${POST.file}: body is too short for a post (at least 1,200 characters)`,
    );
    await expect(refusal).rejects.toThrow(`${POST.file}: date must not be in the future`);
  });

  it('still stops the sitemap, naming the story’s file and the rule', async () => {
    await expect(sitemapXml()).rejects.toThrow(/must not be in the future|shorter than 600/);
    const { getStories } = await import('./customer-stories');
    await expect(getStories()).rejects.toThrow(
      `${STORY.file}: the story is shorter than 600 characters`,
    );
  });

  it('keeps the editor’s save when its pages cannot be worked out, and says why in the log', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked: string[] = [];
    await expect(
      publishSave(
        { revalidate: (path: string) => Promise.resolve(void asked.push(path)) },
        { additions: [{ path: POST.file, contents: '' }] },
      ),
    ).resolves.toBeUndefined();
    expect(asked).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(`[publish] nothing was regenerated for ${POST.file}`);
    expect(warn.mock.calls[0]![0]).toContain('body is too short for a post');
  });
});
