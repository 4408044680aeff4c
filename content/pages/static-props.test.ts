import { marketingPageProps, sectionWithSubpaths } from './static-props';
import type { Block } from './schema';

/** The blocks that show editor-managed lists get them with the page's props (decision 0166). */
async function blocksOf(route: string): Promise<Block[]> {
  const result = await marketingPageProps(route);
  if (!('props' in result)) throw new Error(`${route} has no props`);
  return result.props.page.blocks;
}

describe('block-built pages carry the lists editors manage', () => {
  it('gives the home page’s logo farm the customer logos and its testimonials a sample', async () => {
    const blocks = await blocksOf('/');
    const farm = blocks.find((b) => b.type === 'logoFarm');
    expect(farm?.type === 'logoFarm' && farm.customers?.map((c) => c.customerName)).toEqual([
      'Larkspur Logistics',
      'Brightcart',
      'Harbor & Vale',
      'Kestrel Labs',
      'Fernway Travel',
      'Cobalt Ledger',
      'Tandem Works',
      'Quillfield',
      'Orbitly',
      'Meridian Goods',
    ]);
    const quotes = blocks.find((b) => b.type === 'testimonials');
    expect(quotes?.type === 'testimonials' && quotes.quotes?.map((q) => q.company)).toEqual([
      'Kestrel Labs',
      'Harbor & Vale',
      'Brightcart',
    ]);
  });

  it('gives /press its items, newest first', async () => {
    const list = (await blocksOf('/press')).find((b) => b.type === 'pressList');
    expect(list?.type === 'pressList' && list.items?.map((i) => i.date)).toEqual([
      '2026-10-07',
      '2026-09-16',
      '2026-05-12',
      '2026-02-24',
      '2026-01-20',
      '2025-11-04',
    ]);
  });

  it('gives /legal the legal documents, in the editor’s order, with their names filled in', async () => {
    const index = (await blocksOf('/legal')).find((b) => b.type === 'legalIndex');
    const documents = index?.type === 'legalIndex' ? (index.documents ?? []) : [];
    expect(documents.map((d) => d.title)).toEqual([
      'SaaS Services Agreement',
      'Privacy Notice',
      'Data Processing Addendum',
      'Acceptable Use Policy',
      'Cookie Policy',
      'Subprocessors',
      'Website Terms of Use',
    ]);
    expect(documents[5]).toEqual({
      slug: 'subprocessors',
      title: 'Subprocessors',
      summary:
        'The third parties that process customer personal data on Switchboard’s behalf, what they do, and where they process it.',
      effectiveDate: '2026-09-01',
      lastUpdated: '2026-08-01',
    });
  });
});

describe('a section with an optional subpath (crm, services, use-case)', () => {
  const crm = sectionWithSubpaths('/crm');
  const propsAt = (sub: string[]) => crm.getStaticProps({ params: { sub } });

  it('builds the section and each subpage in its folder, and renders one added later on request', async () => {
    expect(await crm.getStaticPaths({})).toEqual({
      paths: [
        { params: { sub: [] } },
        ...['hubspot', 'microsoft-dynamics', 'pipedrive', 'salesforce'].map((slug) => ({
          params: { sub: [slug] },
        })),
      ],
      fallback: 'blocking',
    });
  });

  it('shows the section page and a subpage under their own headings', async () => {
    const heroTitle = async (sub: string[]) => {
      const result = await propsAt(sub);
      const hero = 'props' in result ? result.props.page.blocks[0] : undefined;
      return hero?.type === 'hero' ? hero.title : undefined;
    };
    expect(await heroTitle([])).toBe(
      'Your CRM knows the customer. Now your support team does too.',
    );
    expect(await heroTitle(['hubspot'])).toBe('Switchboard for HubSpot teams');
  });

  it('answers 404 for a subpath without an entry and for a deeper path', async () => {
    expect(await propsAt(['not-a-crm'])).toEqual({ notFound: true });
    expect(await propsAt(['hubspot', 'extra'])).toEqual({ notFound: true });
  });
});
