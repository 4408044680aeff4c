import { getPublicRoutes, getSitemapRoutes } from './routes';

describe('the single route list', () => {
  let paths: string[] = [];
  beforeAll(async () => {
    paths = (await getPublicRoutes()).map((r) => r.path);
  });

  it('holds every route of spec section 2 once', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/pricing',
      '/blog',
      '/blog/search',
      '/integrations',
      '/resources',
      '/customer-stories',
      '/request-demo',
      '/signup',
      '/product/integrations-api',
      '/industries/travel',
      '/teams/customer-success',
      '/partners/channel',
      '/legal/privacy-notice',
      '/legal/saas-services-agreement',
      '/compare/zendesk',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('lists published posts and never drafts', () => {
    expect(paths).toContain('/blog/stop-two-agents-answering-the-same-email');
    expect(paths).not.toContain('/blog/routing-by-intent-lessons');
  });

  it('keeps modal paths out of the sitemap (they show the home page)', async () => {
    const sitemap = (await getSitemapRoutes()).map((r) => r.path);
    expect(sitemap).not.toContain('/request-demo');
    expect(sitemap).not.toContain('/signup');
    expect(sitemap).toContain('/pricing');
  });
});
