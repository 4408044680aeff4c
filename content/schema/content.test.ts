import { existsSync } from 'node:fs';
import path from 'node:path';
import { authors } from '@/content/authors';
import { readBlogPosts } from '@/content/blog';
import { comparisons } from '@/content/compare';
import { readIntegrations } from '@/content/integrations';
import { comparisonSchema, pricingSchema } from '@/content/schema';
import { pricing } from '@/content/pricing';
import { findContentProblems } from '@/lib/content/validate';
import { siteNow, siteToday } from '@/lib/clock';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

describe('content checked against its schemas (the build runs the same check)', () => {
  it('has no schema or reference problems', () => {
    expect(findContentProblems()).toEqual([]);
  });

  it('has enough content for lists, filters and search to mean something', async () => {
    const blogPosts = await readBlogPosts();
    expect(blogPosts.filter((p) => !p.draft).length).toBeGreaterThanOrEqual(12);
    expect(blogPosts.some((p) => p.draft)).toBe(true);
    expect((await readIntegrations()).length).toBeGreaterThanOrEqual(30);
    expect(comparisons).toHaveLength(5);
  });

  it('points every image at a file in public/', async () => {
    const images = [
      ...(await readBlogPosts()).map((p) => p.cover.src),
      ...authors.map((a) => a.avatar.src),
    ];
    expect(images.filter((src) => !existsSync(publicFile(src)))).toEqual([]);
  });

  it('rejects a pricing table row that misses a plan', () => {
    const broken = {
      ...pricing,
      comparison: [{ name: 'Channels', rows: [{ label: 'Live chat', values: { starter: true } }] }],
    };
    expect(() => pricingSchema.validateSync(broken, { strict: true })).toThrow(
      /every comparison row needs a value for every plan/,
    );
  });

  it('gives every comparison claim a source on the competitor’s own site, a note and a past date', () => {
    const today = siteToday();
    for (const comparison of comparisons) {
      for (const claim of comparison.claims) {
        const host = new URL(claim.source.url).hostname;
        expect(claim.source.url).toMatch(/^https:\/\//);
        expect(comparison.officialDomains.some((d) => host === d || host.endsWith(`.${d}`))).toBe(
          true,
        );
        expect(claim.sourceNote.length).toBeGreaterThan(20);
        expect(claim.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(claim.lastVerified <= today).toBe(true);
      }
    }
  });

  it('rejects a comparison claim verified in the future or sourced from a third party', () => {
    const [comparison] = comparisons;
    const [claim] = comparison!.claims;
    // The day after the site's clock (the tests' instant), whatever today's date is.
    const tomorrow = new Date(siteNow() + 86_400_000).toISOString().slice(0, 10);
    expect(() =>
      comparisonSchema.validateSync(
        { ...comparison, claims: [{ ...claim, lastVerified: tomorrow }, ...comparison!.claims] },
        { strict: true },
      ),
    ).toThrow(/must not be in the future/);
    expect(() =>
      comparisonSchema.validateSync(
        {
          ...comparison,
          claims: [
            { ...claim, source: { title: 'A review site', url: 'https://reviews.example/x' } },
            ...comparison!.claims,
          ],
        },
        { strict: true },
      ),
    ).toThrow(/every claim source must be a page on one of officialDomains/);
  });
});
