import { customerStories } from '@/content/customer-stories';

export interface CustomerQuote {
  text: string;
  author: string;
  role: string;
  company: string;
}

/** Quotes of published customer stories in an industry (the welcome loader shows one). */
export function quotesForIndustry(industry: string): CustomerQuote[] {
  return customerStories
    .filter((story) => !story.draft && story.industry === industry)
    .map((story) => ({ ...story.quote, company: story.company }));
}

/** A random quote for the industry, or undefined when none exists (the loader then greets). */
export function pickCustomerQuote(
  industry: string,
  random: () => number = Math.random,
): CustomerQuote | undefined {
  const quotes = quotesForIndustry(industry);
  return quotes[Math.floor(random() * quotes.length)];
}
