import { customerStories } from '@/content/customer-stories';
import { pickCustomerQuote, quotesForIndustry } from './customer-quotes';

describe('the welcome loader quote', () => {
  it('comes from a published customer story of the chosen industry', () => {
    const technology = customerStories.filter((s) => !s.draft && s.industry === 'Technology');
    expect(technology.length).toBeGreaterThan(0);
    const quote = pickCustomerQuote('Technology', () => 0.99);
    expect(technology.map((s) => s.company)).toContain(quote?.company);
    expect(quote?.text).toBe(technology.find((s) => s.company === quote?.company)?.quote.text);
  });

  it('is missing for an industry without stories, so the loader greets by first name instead', () => {
    expect(quotesForIndustry('Non-profit')).toEqual([]);
    expect(pickCustomerQuote('Non-profit')).toBeUndefined();
  });
});
