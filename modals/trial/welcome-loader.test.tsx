import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import { customerQuotesFor } from '@/lib/content/customer-stories';
import { WelcomeLoader } from './welcome-loader';

const renderLoader = (industry: string) =>
  render(
    <ThemeProvider theme={theme}>
      {/* The quotes the server's GET /api/customer-quotes answers with. */}
      <WelcomeLoader
        firstName="Ada"
        industry={industry}
        loadQuotes={async (chosen) => customerQuotesFor(chosen)}
      />
    </ThemeProvider>,
  );

describe('the welcome loader', () => {
  it('shows a customer quote from the visitor’s industry', async () => {
    renderLoader('Technology');
    const texts = customerQuotesFor('Technology').map((quote) => `“${quote.text}”`);
    expect(texts).toContain((await screen.findByRole('blockquote')).textContent);
    expect(screen.getByRole('status')).toHaveTextContent('Setting up your account…');
  });

  it('greets by first name when the industry has no customer quote', async () => {
    renderLoader('Non-profit');
    expect(await screen.findByText('Welcome to Switchboard, Ada!')).toBeInTheDocument();
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
  });
});
