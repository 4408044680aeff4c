import { buildCmsMetaTags, documentTitle, truncateAtWord } from './meta';
import { SEARCH_PATH } from './json-ld';

describe('the CMS meta-tag container', () => {
  const meta = buildCmsMetaTags({
    title: 'Pricing',
    description: 'Simple per-seat pricing for every support team.',
    path: '/pricing',
    eyebrow: 'Pricing',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Pricing', path: '/pricing' },
    ],
    faq: [{ question: 'What counts as a seat?', answer: 'A person who answers customers.' }],
  });
  const tag = (key: string) =>
    meta.metaTags.find((t) => t.name === key || t.property === key)?.content;

  it('gives the page its own title, with the brand once', () => {
    expect(meta.title).toBe('Pricing | Switchboard');
    expect(documentTitle('Switchboard vs Zendesk')).toBe('Switchboard vs Zendesk');
  });

  it('has a canonical URL and matching Open Graph and Twitter tags', () => {
    const canonical = meta.links.find((l) => l.rel === 'canonical')?.href;
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/pricing$/);
    expect(tag('og:url')).toBe(canonical);
    expect(tag('og:title')).toBe('Pricing | Switchboard');
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('og:image')).toMatch(/\/api\/og\?title=Pricing&eyebrow=Pricing$/);
    expect(tag('twitter:image')).toBe(tag('og:image'));
    expect(tag('og:image:width')).toBe('1200');
  });

  it('describes the share image as it reads, naming the brand once', () => {
    expect(tag('og:image:alt')).toBe('Switchboard: Pricing');
    expect(tag('twitter:image:alt')).toBe('Switchboard: Pricing');
    const home = buildCmsMetaTags({
      title: 'Switchboard: customer service software for growing teams',
      description: 'x'.repeat(60),
      path: '/',
    });
    expect(home.metaTags).toContainEqual({
      property: 'og:image:alt',
      content: 'Switchboard: customer service software for growing teams',
    });
  });

  it('carries Organization, WebSite with a SearchAction, BreadcrumbList and FAQPage', () => {
    expect(meta.jsonLd.map((d) => d['@type'])).toEqual([
      'Organization',
      'WebSite',
      'BreadcrumbList',
      'FAQPage',
    ]);
    const site = meta.jsonLd[1]!;
    expect(JSON.stringify(site.potentialAction)).toContain(`${SEARCH_PATH}?q={search_term}`);
  });

  it('marks pages kept out of search indexes', () => {
    const draft = buildCmsMetaTags({
      title: 'A draft',
      description: 'x'.repeat(60),
      path: '/blog/d',
      noindex: true,
    });
    expect(draft.metaTags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('cuts long descriptions at a word with an ellipsis', () => {
    const long = `${'Shared inbox, help desk and live chat for growing teams. '.repeat(5)}`;
    const cut = truncateAtWord(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/\w…$/);
    expect(truncateAtWord('Short enough.')).toBe('Short enough.');
  });
});
