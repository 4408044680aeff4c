import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { TRIAL_COPY } from './trial-copy';
import { fetchCustomerQuotes, pickCustomerQuote, type CustomerQuote } from './customer-quotes';

/**
 * The full-screen loader between account creation and the redirect (spec section 2): a random
 * customer quote from the visitor's industry, or a welcome line with their first name. The quotes
 * arrive from the server (customer-quotes.ts); until then the spinner shows alone.
 */
export function WelcomeLoader({
  firstName,
  industry,
  loadQuotes = fetchCustomerQuotes,
}: {
  firstName: string;
  industry: string;
  loadQuotes?: (industry: string) => Promise<CustomerQuote[]>;
}) {
  // undefined while loading, null when the industry has none.
  const [quote, setQuote] = useState<CustomerQuote | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadQuotes(industry).then((quotes) => {
      if (current) setQuote(pickCustomerQuote(quotes) ?? null);
    });
    return () => {
      current = false;
    };
  }, [industry, loadQuotes]);
  return (
    <Screen role="status" aria-live="polite" data-testid="welcome-loader">
      <Spinner aria-hidden="true" />
      {quote === undefined ? null : quote ? (
        <Quote>
          <blockquote>
            <p>{`“${quote.text}”`}</p>
          </blockquote>
          <figcaption>{`${quote.author}, ${quote.role}, ${quote.company}`}</figcaption>
        </Quote>
      ) : (
        <Line>{TRIAL_COPY.welcome.line(firstName)}</Line>
      )}
      <Preparing>{TRIAL_COPY.welcome.preparing}</Preparing>
    </Screen>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 10;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.violet900};
  color: ${({ theme }) => theme.colors.white};
  text-align: center;
`;

const Spinner = styled.div`
  width: 48px;
  height: 48px;
  border: 4px solid rgba(255, 255, 255, 0.25);
  border-top-color: ${({ theme }) => theme.colors.white};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

const Quote = styled.figure`
  max-width: 720px;
  margin: 0;
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: 1.4;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.violet200};
  }
`;

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: 700;
`;

const Preparing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.violet200};
`;
