import {
  getMarketingPage,
  getMarketingPageRoutes,
  getMarketingPages,
  routesUnder,
} from '@/content/pages';
import { assertValidPage, marketingPageSchema, type MarketingPage } from '@/content/pages/schema';

describe('marketing page content', () => {
  // Every page: the editor's entries (content/pages/entries).
  let marketingPages: MarketingPage[] = [];
  beforeAll(async () => {
    marketingPages = await getMarketingPages();
  });

  // The rules Keystatic cannot hold (one hero, first; a button with one target; a figure with one
  // source; a comparison cell per column), over every entry.
  it('passes the page schema on every page, naming any that fails', () => {
    const failures = marketingPages.flatMap((page) => {
      try {
        assertValidPage(page);
        return [];
      } catch (error) {
        return [String(error)];
      }
    });
    expect(failures).toEqual([]);
    expect(marketingPages.length).toBeGreaterThanOrEqual(50);
  });

  it('gives every page its own title and description', () => {
    const titles = marketingPages.map((page) => page.seo.title);
    const descriptions = marketingPages.map((page) => page.seo.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('lists every route of spec section 2 that this module owns, once', async () => {
    const marketingPageRoutes = await getMarketingPageRoutes();
    const expected = [
      '/',
      '/request-demo',
      '/signup',
      '/product',
      '/customer-service',
      '/email-management',
      '/client-communication',
      '/security',
      '/download',
      '/support-report',
      '/about',
      '/jobs',
      '/press',
      '/product-tour',
      '/legal',
      '/legal/privacy-notice',
      '/legal/saas-services-agreement',
      '/crm',
      '/services',
      '/use-case',
      ...[
        'omnichannel-support-inbox',
        'ai',
        'collaboration',
        'live-chat',
        'ticketing-system',
        'knowledge-base',
        'analytics',
        'workflows',
        'support-report',
        'integrations-api',
      ].map((slug) => `/product/${slug}`),
      ...[
        'b2b-tech',
        'financial-services',
        'logistics',
        'manufacturing',
        'professional-services',
        'travel',
      ].map((slug) => `/industries/${slug}`),
      ...['customer-service-support', 'operations', 'inbound-sales', 'customer-success'].map(
        (slug) => `/teams/${slug}`,
      ),
    ];
    for (const route of expected) expect(marketingPageRoutes).toContain(route);
    expect(new Set(marketingPageRoutes).size).toBe(marketingPageRoutes.length);
    expect(await routesUnder('/product/')).toHaveLength(10);
    expect(await routesUnder('/industries/')).toHaveLength(6);
    expect(await routesUnder('/teams/')).toHaveLength(4);
  });

  it('defines subpaths for each special path pattern', async () => {
    expect(await routesUnder('/crm/')).toEqual([
      '/crm/hubspot',
      '/crm/microsoft-dynamics',
      '/crm/pipedrive',
      '/crm/salesforce',
    ]);
    expect(await routesUnder('/services/')).toEqual([
      '/services/implementation',
      '/services/onboarding',
      '/services/premium-support',
      '/services/training',
    ]);
    expect(await routesUnder('/use-case/')).toEqual([
      '/use-case/account-management',
      '/use-case/customer-support',
      '/use-case/internal-requests',
      '/use-case/shared-inbox',
    ]);
  });

  it('rejects a page without a hero, with a second hero, or with an unknown block', async () => {
    const valid = await getMarketingPage('/about');
    const hero = valid.blocks[0]!;
    const broken: MarketingPage[] = [
      { ...valid, blocks: valid.blocks.slice(1) },
      { ...valid, blocks: [...valid.blocks, hero] },
      { ...valid, blocks: [...valid.blocks, { type: 'carousel' } as never] },
      { ...valid, seo: { ...valid.seo, description: 'Too short.' } },
    ];
    for (const page of broken) {
      expect(marketingPageSchema.isValidSync(page)).toBe(false);
      expect(() => assertValidPage(page)).toThrow(/Page content for \/about is invalid/);
    }
  });

  it('rejects a call to action with both a modal action and a link', async () => {
    const valid = await getMarketingPage('/');
    const [hero, ...rest] = valid.blocks;
    const page = {
      ...valid,
      blocks: [
        { ...hero, primaryCta: { label: 'Request a Demo', action: 'demo', href: '/x' } },
        ...rest,
      ],
    } as MarketingPage;
    expect(() => assertValidPage(page)).toThrow(/exactly one of action or href/);
  });

  it('does not contain placeholder copy', () => {
    const text = JSON.stringify(marketingPages).toLowerCase();
    expect(text).not.toMatch(/lorem|ipsum|coming soon|tbd|todo/);
  });
});
