import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import type { CustomerQuote } from './customer-quotes';
import { WelcomeLoader } from './welcome-loader';

/**
 * What GET /api/customer-quotes answers (its quotes come from the stories on disk, which a browser
 * test cannot read: modals/trial/customer-quotes.test.ts checks them against the stories).
 */
const TECHNOLOGY_QUOTES: CustomerQuote[] = [
  {
    text: 'Every escalation now arrives with the customer’s plan and history attached.',
    author: 'Ines Duarte',
    role: 'Head of Support',
    company: 'Kestrel Analytics',
  },
];
const customerQuotesFor = async (industry: string) =>
  industry === 'Technology' ? TECHNOLOGY_QUOTES : [];

const renderLoader = (industry: string) =>
  render(
    <ThemeProvider theme={theme}>
      <WelcomeLoader firstName="Ada" industry={industry} loadQuotes={customerQuotesFor} />
    </ThemeProvider>,
  );

describe('the welcome loader', () => {
  it('shows a customer quote from the visitor’s industry', async () => {
    renderLoader('Technology');
    const texts = TECHNOLOGY_QUOTES.map((quote) => `“${quote.text}”`);
    expect(texts).toContain((await screen.findByRole('blockquote')).textContent);
    expect(screen.getByRole('status')).toHaveTextContent('Setting up your account…');
  });

  it('greets by first name when the industry has no customer quote', async () => {
    renderLoader('Non-profit');
    expect(await screen.findByText('Welcome to Switchboard, Ada!')).toBeInTheDocument();
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
  });
});
