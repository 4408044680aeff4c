import '@/tests/support/text-encoding-in-jsdom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { CTA_LABELS, SOCIAL_PROOF } from '@/constants/brand';
import { getMarketingPages } from '@/content/pages';
import type { MarketingPage } from '@/content/pages/schema';
import { theme } from '@/styles/theme';
import { FaqBlock } from './faq-block';
import { PageBlocks } from './registry';

const renderBlocks = (ui: React.ReactElement) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

// The pages are read from the editor's files on the server; here, in jsdom, the test reads them
// the same way, so the server-only guard (it refuses a browser bundle) stands aside.
jest.mock('@/lib/server/only-on-server', () => ({}));

describe('PageBlocks', () => {
  let marketingPages: MarketingPage[] = [];
  beforeAll(async () => {
    marketingPages = await getMarketingPages();
  });

  it('renders exactly one <h1> on every page, the hero title', async () => {
    expect(marketingPages.length).toBeGreaterThanOrEqual(50);
    for (const page of marketingPages) {
      // Code-split blocks (registry.tsx) arrive a tick later in the browser; act waits for them.
      const { container, unmount } = await act(async () =>
        renderBlocks(<PageBlocks blocks={page.blocks} />),
      );
      const headings = container.querySelectorAll('h1');
      expect([page.route, headings.length]).toEqual([page.route, 1]);
      const hero = page.blocks[0];
      expect([page.route, hero?.type]).toEqual([page.route, 'hero']);
      if (hero?.type === 'hero') expect(headings[0]).toHaveTextContent(hero.title);
      unmount();
    }
    // Fifty pages in one test (their list is read, async, from the editor's files).
  }, 120_000);

  // Blocks after the hero load their code on demand (Island when="near"): they arrive a tick later.
  it('shows the social-proof figures from the brand constants', async () => {
    const home = marketingPages.find((page) => page.route === '/')!;
    renderBlocks(<PageBlocks blocks={home.blocks} />);
    await screen.findAllByText(SOCIAL_PROOF.csat);
    for (const figure of [
      SOCIAL_PROOF.businesses,
      SOCIAL_PROOF.csat,
      SOCIAL_PROOF.productivityGain,
      SOCIAL_PROOF.responseTimeReduction,
    ]) {
      expect(screen.getAllByText(figure).length).toBeGreaterThan(0);
    }
  });

  it('closes with both calls to action, labelled as the spec says', async () => {
    const page = marketingPages.find((p) => p.route === '/product/workflows')!;
    renderBlocks(<PageBlocks blocks={page.blocks.slice(-1)} />);
    expect(await screen.findByRole('button', { name: CTA_LABELS.demo })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CTA_LABELS.trial })).toBeInTheDocument();
  });
});

describe('FaqBlock', () => {
  const block = {
    type: 'faq' as const,
    heading: 'Questions',
    items: [
      { question: 'First question?', answer: 'First answer.' },
      { question: 'Second question?', answer: 'Second answer.' },
      { question: 'Third question?', answer: 'Third answer.' },
    ],
  };

  it('opens one answer at a time and moves focus with the arrow keys', async () => {
    const user = userEvent.setup();
    renderBlocks(<FaqBlock block={block} />);
    const [first, second, third] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    first!.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'First question?' });
    expect(within(region).getByText('First answer.')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
  });
});
