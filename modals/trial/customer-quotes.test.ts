import { customerQuotesFor, getStories } from '@/lib/content/customer-stories';
import { pickCustomerQuote } from './customer-quotes';

describe('the welcome loader quote', () => {
  it('comes from a published customer story of the chosen industry', async () => {
    const technology = (await getStories()).filter((s) => s.industry === 'Technology');
    expect(technology.length).toBeGreaterThan(0);
    const quote = pickCustomerQuote(await customerQuotesFor('Technology'), () => 0.99);
    expect(technology.map((s) => s.company)).toContain(quote?.company);
    expect(quote?.text).toBe(technology.find((s) => s.company === quote?.company)?.quote.text);
  });

  it('never comes from a draft story', async () => {
    const drafts = (await getStories({ includeDrafts: true })).filter((s) => s.draft);
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      const quotes = await customerQuotesFor(draft.industry);
      expect(quotes.map((q) => q.company)).not.toContain(draft.company);
    }
  });

  it('is missing for an industry without stories, so the loader greets by first name instead', async () => {
    expect(await customerQuotesFor('Non-profit')).toEqual([]);
    expect(pickCustomerQuote([])).toBeUndefined();
  });
});
