/**
 * The welcome loader's customer quotes. Browser-safe: the quotes of published stories come from
 * GET /api/customer-quotes (lib/content/customer-stories.ts), never from the story files, which
 * would ship every story, drafts included, in the trial modal's JavaScript (decision 0023).
 */
export interface CustomerQuote {
  text: string;
  author: string;
  role: string;
  company: string;
}

export const CUSTOMER_QUOTES_PATH = '/api/customer-quotes';

/** A random quote of the list, or undefined when it is empty (the loader then greets). */
export function pickCustomerQuote(
  quotes: readonly CustomerQuote[],
  random: () => number = Math.random,
): CustomerQuote | undefined {
  return quotes[Math.floor(random() * quotes.length)];
}

/** The quotes of published stories in an industry; none when the answer fails. */
export async function fetchCustomerQuotes(industry: string): Promise<CustomerQuote[]> {
  try {
    const answer = await fetch(`${CUSTOMER_QUOTES_PATH}?${new URLSearchParams({ industry })}`);
    if (!answer.ok) return [];
    const body = (await answer.json()) as { quotes?: CustomerQuote[] };
    return Array.isArray(body.quotes) ? body.quotes : [];
  } catch {
    return [];
  }
}
