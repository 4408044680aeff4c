import fs from 'node:fs';
import { getMarketingPages } from '@/content/pages';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { blockFromEntry, type BlockEntry } from './from-entry';
import { assertValidPage } from './schema';

const entriesOf = (dir: string): Record<string, string> =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => [`${dir}/${name}`, fs.readFileSync(`${dir}/${name}`, 'utf8')]),
  );

type HeroEntry = Extract<BlockEntry, { discriminant: 'hero' }>['value'];

/** A hero as the reader gives it: what an editor leaves empty reads as '' or []. */
const heroEntry = (fields: Partial<HeroEntry>): BlockEntry => ({
  discriminant: 'hero',
  value: {
    eyebrow: '',
    title: 'Answers in minutes',
    subtitle: 'One inbox for every channel.',
    primaryCta: { discriminant: 'none', value: null },
    secondaryCta: { discriminant: 'none', value: null },
    bullets: [],
    illustration: { discriminant: false, value: null },
    ...fields,
  },
});

describe('a saved block as the registry renders it', () => {
  it('leaves out what the editor left empty (page props travel as JSON, without undefined)', () => {
    const hero = blockFromEntry(
      heroEntry({
        secondaryCta: { discriminant: 'link', value: { label: 'See pricing', href: '/pricing' } },
      }),
    );
    expect(hero).toEqual({
      type: 'hero',
      title: 'Answers in minutes',
      subtitle: 'One inbox for every channel.',
      secondaryCta: { label: 'See pricing', href: '/pricing' },
    });
    expect(Object.keys(hero)).toEqual(['type', 'title', 'subtitle', 'secondaryCta']);
  });

  it('shows what the editor typed without a stray space or newline at either end', () => {
    expect(
      blockFromEntry(
        heroEntry({
          eyebrow: '  ',
          title: 'Answers in minutes ',
          subtitle: '\nOne inbox for every channel.\n',
          primaryCta: { discriminant: 'link', value: { label: ' See pricing', href: '/pricing ' } },
          bullets: ['14-day free trial\n'],
        }),
      ),
    ).toEqual({
      type: 'hero',
      title: 'Answers in minutes',
      subtitle: 'One inbox for every channel.',
      primaryCta: { label: 'See pricing', href: '/pricing' },
      bullets: ['14-day free trial'],
    });
  });

  it('turns a dialog button into its action, with the text the editor wrote', () => {
    const hero = blockFromEntry(
      heroEntry({
        eyebrow: 'Platform',
        primaryCta: { discriminant: 'demo', value: 'Request a Demo' },
        secondaryCta: { discriminant: 'productTour', value: 'Take the product tour' },
        bullets: ['14-day free trial'],
        illustration: {
          discriminant: true,
          value: { name: 'shared-inbox', alt: 'The shared inbox with assigned conversations' },
        },
      }),
    );
    expect(hero).toMatchObject({
      eyebrow: 'Platform',
      primaryCta: { label: 'Request a Demo', action: 'demo' },
      secondaryCta: { label: 'Take the product tour', action: 'productTour' },
      bullets: ['14-day free trial'],
      illustration: { name: 'shared-inbox', alt: 'The shared inbox with assigned conversations' },
    });
  });

  it('reads comparison cells as ticks, dashes and texts, and figures as company or page figures', () => {
    expect(
      blockFromEntry({
        discriminant: 'comparison',
        value: {
          heading: 'Compared',
          intro: '',
          columns: ['Shared mailbox', 'Switchboard'],
          rows: [
            {
              label: 'AI drafts',
              values: [
                { discriminant: 'no', value: null },
                { discriminant: 'text', value: 'Add-on' },
              ],
            },
            {
              label: 'Assignment',
              values: [
                { discriminant: 'yes', value: null },
                { discriminant: 'yes', value: null },
              ],
            },
          ],
        },
      } as BlockEntry),
    ).toEqual({
      type: 'comparison',
      heading: 'Compared',
      columns: ['Shared mailbox', 'Switchboard'],
      rows: [
        { label: 'AI drafts', values: [false, 'Add-on'] },
        { label: 'Assignment', values: [true, true] },
      ],
    });
    expect(
      blockFromEntry({
        discriminant: 'stats',
        value: {
          heading: '',
          footnote: '',
          items: [
            { figure: { discriminant: 'proof', value: 'csat' }, label: 'CSAT' },
            { figure: { discriminant: 'value', value: '3x' }, label: 'faster' },
          ],
        },
      } as BlockEntry),
    ).toEqual({
      type: 'stats',
      items: [
        { proof: 'csat', label: 'CSAT' },
        { value: '3x', label: 'faster' },
      ],
    });
  });
});

describe("the block-built pages in the editor's files", () => {
  let root = '';
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads every block-built page from content/pages/entries, at its route', async () => {
    const routes = (await getMarketingPages()).map((page) => page.route);
    expect(routes.slice(0, 4)).toEqual(['/', '/request-demo', '/signup', '/product']);
    for (const route of [
      '/product/omnichannel-support-inbox',
      '/security',
      '/legal',
      '/crm/hubspot',
    ])
      expect(routes).toContain(route);
    const files = Object.keys(entriesOf('content/pages/entries'));
    // Every route but /request-demo and /signup, which show the home page's file.
    expect(files).toHaveLength(48);
    expect(routes).toHaveLength(50);
  });

  it('refuses a saved page whose block names an icon the site does not draw', async () => {
    const files = entriesOf('content/pages/entries');
    const ai = 'content/pages/entries/product/ai.yaml';
    expect(files[ai]).toContain('icon: "sparkles"');
    root = throwawayCheckout({
      ...files,
      [ai]: files[ai]!.replace('icon: "sparkles"', 'icon: "unicorn"'),
    });
    await expect(getMarketingPages(root)).rejects.toThrow(/unicorn|icon/i);
  });

  it('builds /security with a stray space in its texts, showing them without it', async () => {
    const files = entriesOf('content/pages/entries');
    const security = 'content/pages/entries/security.yaml';
    const title = 'Your customers trust you with their data. You can trust us with it.';
    const saved = files[security]!.replace(`title: "${title}"`, `title: "${title} "`)
      .replace(
        'title: "Security and compliance at Switchboard"',
        'title: " Security and compliance at Switchboard"',
      )
      .replace('title: "SOC 2 Type II"', 'title: "SOC 2 Type II\\n"')
      .replace('href: "/legal/subprocessors"', 'href: "/legal/subprocessors "');
    expect(saved).toContain(`${title} "`);
    expect(saved).toContain('" Security and compliance at Switchboard"');
    expect(saved).toContain('"SOC 2 Type II\\n"');
    expect(saved).toContain('"/legal/subprocessors "');
    root = throwawayCheckout({ ...files, [security]: saved });
    const page = (await getMarketingPages(root)).find(
      (candidate) => candidate.route === '/security',
    );
    // What getMarketingPage does before the page is built: it threw "must be a trimmed string".
    expect(() => assertValidPage(page!)).not.toThrow();
    expect(page!.seo.title).toBe('Security and compliance at Switchboard');
    expect(page!.blocks[0]).toMatchObject({ type: 'hero', title });
    expect(JSON.stringify(page!.blocks)).toContain('"title":"SOC 2 Type II",');
    expect(JSON.stringify(page!.blocks)).toContain('"href":"/legal/subprocessors"}');
  });

  it('names the missing file when the home page has none', async () => {
    const files = entriesOf('content/pages/entries');
    delete files['content/pages/entries/home.yaml'];
    root = throwawayCheckout(files);
    await expect(getMarketingPages(root)).rejects.toThrow(
      'content/pages/entries/home.yaml is missing: the page / has no content',
    );
  });
});
