import { LEGAL_DOCUMENTS } from '@/content/legal/catalog';
import { LEGAL_DOCUMENT_BODIES } from '@/content/legal/documents';
import { getMarketingPageRoutes, getMarketingPages } from '@/content/pages';
import { PATHS } from '@/constants/links';

// Routes owned by the other sections that these pages link to (lib/content/routes.ts loads the
// ESM-only Markdown renderer, which Jest cannot import).
const otherSections = [
  '/pricing',
  '/integrations',
  '/blog',
  PATHS.resources,
  PATHS.customerStories,
  '/partners/channel',
  '/partners/integration',
  '/customer-referral',
];
let knownRoutes = new Set<string>();
beforeAll(async () => {
  knownRoutes = new Set([...otherSections, ...(await getMarketingPageRoutes())]);
});

describe('legal documents', () => {
  it('includes the privacy notice and the SaaS services agreement the spec names', () => {
    const slugs = LEGAL_DOCUMENTS.map((doc) => doc.slug);
    expect(slugs).toEqual(expect.arrayContaining(['privacy-notice', 'saas-services-agreement']));
  });

  it.each(LEGAL_DOCUMENTS.map((doc) => [doc.slug, doc] as const))(
    '%s has a substantial body with sections and consistent dates',
    (slug, doc) => {
      const body = LEGAL_DOCUMENT_BODIES[slug];
      expect(body).toBeDefined();
      expect(body!.split(/\s+/).length).toBeGreaterThan(300);
      expect(body!.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
      // A document is updated before (or on the day) its current version takes effect.
      expect(doc.lastUpdated <= doc.effectiveDate).toBe(true);
    },
  );

  it('links only to pages that exist', () => {
    for (const body of Object.values(LEGAL_DOCUMENT_BODIES)) {
      for (const [, href] of body.matchAll(/\]\((\/[^)#]*)/g)) {
        expect(knownRoutes).toContain(href);
      }
    }
  });
});

describe('links in marketing page content', () => {
  it('point only at routes of the site', async () => {
    const hrefs = JSON.stringify(await getMarketingPages()).match(/"href":"(\/[^"#]*)/g) ?? [];
    expect(hrefs.length).toBeGreaterThan(50);
    for (const match of hrefs) {
      const href = match.slice('"href":"'.length);
      expect(knownRoutes).toContain(href);
    }
  });
});
