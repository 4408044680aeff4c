import { blogPageCount, getPosts } from '@/lib/content/blog';
import { pathsShowing } from './publishing';

/**
 * Decision 0252: saving the words of a form page, a hub's header or the blog's title and
 * introduction regenerates the pages that show them, and only those.
 */
describe('publishing a save of a page’s own words (local mode)', () => {
  it('regenerates each form page for its file, and nothing else', async () => {
    const saved: [string, string][] = [
      ['content/form-pages/partners-channel.yaml', '/partners/channel'],
      ['content/form-pages/partners-integration.yaml', '/partners/integration'],
      ['content/form-pages/startups.yaml', '/startups'],
      ['content/form-pages/customer-advocacy.yaml', '/customer-advocacy'],
      ['content/form-pages/customer-referral.yaml', '/customer-referral'],
    ];
    for (const [file, route] of saved) {
      expect([file, await pathsShowing([file])]).toEqual([file, [route]]);
    }
  });

  it('regenerates each hub for its header, and nothing else', async () => {
    expect(await pathsShowing(['content/hubs/customer-stories.yaml'])).toEqual([
      '/customer-stories',
    ]);
    expect(await pathsShowing(['content/hubs/integrations.yaml'])).toEqual(['/integrations']);
    expect(await pathsShowing(['content/hubs/resources.yaml'])).toEqual(['/resources']);
  });

  it('regenerates /blog and its older list pages for the blog’s title, no post or category', async () => {
    const pages = blogPageCount((await getPosts()).length);
    expect(pages).toBeGreaterThan(1);
    expect(await pathsShowing(['content/blog/settings.yaml'])).toEqual([
      '/blog',
      ...Array.from({ length: pages - 1 }, (_, index) => `/blog/page/${index + 2}`),
    ]);
  });
});
