import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import { quotesForIndustry } from './customer-quotes';
import { WelcomeLoader } from './welcome-loader';

const renderLoader = (industry: string) =>
  render(
    <ThemeProvider theme={theme}>
      <WelcomeLoader firstName="Ada" industry={industry} />
    </ThemeProvider>,
  );

describe('the welcome loader', () => {
  it('shows a customer quote from the visitor’s industry', () => {
    renderLoader('Technology');
    const texts = quotesForIndustry('Technology').map((quote) => `“${quote.text}”`);
    expect(texts).toContain(screen.getByRole('blockquote').textContent);
    expect(screen.getByRole('status')).toHaveTextContent('Setting up your account…');
  });

  it('greets by first name when the industry has no customer quote', () => {
    renderLoader('Non-profit');
    expect(screen.getByText('Welcome to Switchboard, Ada!')).toBeInTheDocument();
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
  });
});
