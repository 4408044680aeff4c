import fs from 'node:fs';
import { readComparisons } from '@/content/comparisons';
import { readPricing } from '@/content/pricing';
import { siteNow } from '@/lib/clock';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { comparisonProblems, getComparison, getComparisons } from './compare';
import { getPricing, pricingProblems } from './pricing';

/**
 * Every compare page, the pricing and the navigation as editors save them, read with Keystatic's
 * reader, against the rules of keystatic.config.ts (the reader refuses an entry that breaks them)
 * and the rules the editor cannot hold (decisions 0187-0188).
 */

/** A compare page's file as Keystatic writes it, with three claims, one of them changed. */
function compareFile(claim: { url?: string; lastVerified?: string } = {}): string {
  const claims = [0, 1, 2]
    .map(
      (n) => `  - topic: "Topic ${n}"
    theirs: "What their page says."
    ours: "What Switchboard offers."
    source:
      title: "Their page"
      url: "${n === 0 && claim.url ? claim.url : `https://help.example-desk.com/${n}`}"
    sourceNote: "A short paraphrase of what the page said."
    lastVerified: ${n === 0 && claim.lastVerified ? claim.lastVerified : '2026-11-01'}`,
    )
    .join('\n');
  return `competitor: "Example Desk"
title: "Switchboard vs Example Desk"
officialDomains:
  - "example-desk.com"
summary: "Example Desk sells a help desk. Each statement about Example Desk below summarises an Example Desk page."
goodFitFor: "Teams that want it."
switchboardFitFor: "Teams that want Switchboard."
claims:
${claims}
faq:
  - question: "Can we move?"
    answer: "Yes."
  - question: "How long?"
    answer: "Weeks."
`;
}

/** Reads one saved file from a throwaway checkout with the site's reader for it. */
async function readSaved<T>(file: string, text: string, read: (root: string) => Promise<T>) {
  const root = throwawayCheckout({ [file]: text });
  try {
    return await read(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const readOne = (text: string) =>
  readSaved('content/compare/example-desk.yaml', text, readComparisons);

describe('every compare page an editor saved', () => {
  it('five pages, each with three or more claims sourced on the competitor’s own site, read in the past', async () => {
    const comparisons = await readComparisons();
    expect(comparisons.flatMap(comparisonProblems)).toEqual([]);
    expect(comparisons.map((c) => c.slug).sort()).toEqual([
      'freshdesk',
      'front',
      'help-scout',
      'intercom',
      'zendesk',
    ]);
    for (const comparison of comparisons) {
      expect(comparison.claims.length).toBeGreaterThanOrEqual(3);
      for (const claim of comparison.claims) {
        expect(claim.sourceNote.length).toBeGreaterThan(20);
        expect(claim.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('the loader gives the page what it showed before the move', async () => {
    const zendesk = await getComparison('help-scout');
    expect(zendesk?.title).toBe('Switchboard vs Help Scout');
    expect(zendesk?.officialDomains).toEqual(['helpscout.com']);
    const [first] = (await getComparison('zendesk'))!.claims;
    expect(first).toEqual({
      topic: 'Product scope',
      theirs:
        'Zendesk’s developer reference groups its products by capability: ticketing, a help center (knowledge base and community), live chat and messaging, voice, and a sales CRM.',
      ours: 'Switchboard covers shared inbox, ticketing, live chat, knowledge base, AI assistance, workflows and analytics in one workspace.',
      source: {
        title: 'Zendesk API reference',
        url: 'https://developer.zendesk.com/api-reference/',
      },
      sourceNote:
        'The introduction lists APIs for ticketing, help center, live chat, voice and sales CRM, plus capabilities that span them such as omnichannel routing and custom data.',
      lastVerified: '2026-11-22',
    });
    expect(await getComparison('nobody')).toBeUndefined();
    expect((await getComparisons()).length).toBe(5);
  });

  it('names a claim sourced from a third party or verified after today (site clock)', async () => {
    expect((await readOne(compareFile())).flatMap(comparisonProblems)).toEqual([]);
    const tomorrow = new Date(siteNow() + 86_400_000).toISOString().slice(0, 10);
    expect(
      (await readOne(compareFile({ url: 'https://reviews.example/x' }))).flatMap(
        comparisonProblems,
      ),
    ).toEqual([
      'content/compare/example-desk.yaml (Topic 0): the source https://reviews.example/x is not on example-desk.com',
    ]);
    expect(
      (await readOne(compareFile({ lastVerified: tomorrow }))).flatMap(comparisonProblems),
    ).toEqual([
      `content/compare/example-desk.yaml (Topic 0): last verified ${tomorrow} is in the future (it is the day the source was read)`,
    ]);
  });

  it('the reader refuses what the editor refuses: a source that is not https, fewer than three claims', async () => {
    await expect(readOne(compareFile({ url: 'http://help.example-desk.com/0' }))).rejects.toThrow(
      /Start with https:\/\//,
    );
    const twoClaims = compareFile().replace(/ {2}- topic: "Topic 2"[\s\S]*?(?=faq:)/, '');
    await expect(readOne(twoClaims)).rejects.toThrow();
  });
});

/** The pricing file as Keystatic writes it, with two plans' prices given. */
function pricingFile(
  prices: Record<string, string>,
  plans = ['starter', 'growth', 'scale', 'enterprise'],
) {
  const plan = (slug: string) => `  - plan: "${slug}"
    tagline: "For teams."
    pricePerSeat: ${prices[slug] ?? '{}'}
    highlights:
      - "One"
      - "Two"
      - "Three"
    cta: "trial"
    featured: false`;
  return `plans:
${plans.map(plan).join('\n')}
comparison:
  - name: "Channels"
    rows:
      - label: "Live chat widget"
        values:
${plans.map((slug) => `          ${slug}: "yes"`).join('\n')}
faq:
  - question: "One?"
    answer: "Yes."
  - question: "Two?"
    answer: "Yes."
  - question: "Three?"
    answer: "Yes."
`;
}

const readPricingFile = (text: string) => readSaved('content/pricing.yaml', text, readPricing);

describe('the pricing an editor saved', () => {
  it('shows the spec’s plans, seat prices and minimum seats, breaking no rule', async () => {
    const pricing = await getPricing();
    expect(pricingProblems(pricing)).toEqual([]);
    expect(
      pricing.plans.map(({ name, pricePerSeat, minimumSeats, cta, featured }) => ({
        name,
        ...pricePerSeat,
        minimumSeats,
        cta,
        featured,
      })),
    ).toEqual([
      { name: 'Starter', monthly: 29, annual: 25, minimumSeats: 1, cta: 'trial', featured: false },
      { name: 'Growth', monthly: 69, annual: 59, minimumSeats: 1, cta: 'trial', featured: true },
      { name: 'Scale', monthly: 119, annual: 99, minimumSeats: 5, cta: 'trial', featured: false },
      {
        name: 'Enterprise',
        monthly: null,
        annual: null,
        minimumSeats: 20,
        cta: 'demo',
        featured: false,
      },
    ]);
    const uptime = pricing.comparison
      .flatMap((group) => group.rows)
      .find((row) => row.label === 'Uptime SLA');
    expect(uptime?.values).toEqual({
      starter: false,
      growth: false,
      scale: '99.9%',
      enterprise: '99.95%',
    });
    expect(pricing.faq[0]?.question).toBe('How does the 14-day free trial work?');
  });

  it('names an annual price above the monthly one, and a price for one period only', async () => {
    const good = { starter: '{ monthly: 29, annual: 25 }', growth: '{ monthly: 69, annual: 59 }' };
    expect(pricingProblems(await readPricingFile(pricingFile(good)))).toEqual([]);
    expect(
      pricingProblems(
        await readPricingFile(pricingFile({ ...good, starter: '{ monthly: 25, annual: 29 }' })),
      ),
    ).toEqual(['content/pricing.yaml (Starter): the annual price 29 is above the monthly 25']);
    expect(
      pricingProblems(await readPricingFile(pricingFile({ ...good, growth: '{ monthly: 69 }' }))),
    ).toEqual(['content/pricing.yaml (Growth): give both prices, or neither for “contact sales”']);
  });

  it('the reader refuses what the editor refuses: a plan missing, a table row without a plan’s value', async () => {
    await expect(
      readPricingFile(pricingFile({}, ['starter', 'growth', 'scale'])),
    ).rejects.toThrow();
    const noEnterpriseValue = pricingFile({}).replace('          enterprise: "yes"\n', '');
    await expect(readPricingFile(noEnterpriseValue)).rejects.toThrow();
  });
});
