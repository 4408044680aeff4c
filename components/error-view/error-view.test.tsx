import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS, CLICK_LOCATIONS } from '@/constants/events';
import { EXTERNAL_LINKS } from '@/constants/links';
import { track } from '@/lib/analytics/track';
import { watchLinkClicks } from '@/lib/analytics/link-clicks';
import { ErrorView } from './error-view';
import { NotFoundView } from './not-found-view';

jest.mock('@/lib/analytics/track', () => ({ track: jest.fn() }));

describe('ErrorView', () => {
  it('shows the headline, the text and the two links of the error page', () => {
    render(<ErrorView />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Uh oh, something went wrong.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("We're experiencing unexpected technical difficulties. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.helpCentreContactUs,
    );
  });

  it("tracks each link click with the location 'Error Page'", async () => {
    const stopWatching = watchLinkClicks();
    // jsdom cannot navigate; stop the click's default after the tracker has seen it.
    const preventNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', preventNavigation);
    try {
      const user = userEvent.setup();
      render(<ErrorView />);
      await user.click(screen.getByRole('link', { name: 'Back to homepage' }));
      await user.click(screen.getByRole('link', { name: 'Contact us' }));
      expect(track).toHaveBeenNthCalledWith(
        1,
        ANALYTICS_EVENTS.linkClick,
        expect.objectContaining({
          location: CLICK_LOCATIONS.errorPage,
          link_text: 'Back to homepage',
        }),
      );
      expect(track).toHaveBeenNthCalledWith(
        2,
        ANALYTICS_EVENTS.linkClick,
        expect.objectContaining({
          location: CLICK_LOCATIONS.errorPage,
          link_text: 'Contact us',
          link_url: EXTERNAL_LINKS.helpCentreContactUs,
        }),
      );
    } finally {
      stopWatching();
      document.removeEventListener('click', preventNavigation);
    }
  });

  it('offers a retry when an error boundary can re-render', async () => {
    const retry = jest.fn();
    render(<ErrorView onRetry={retry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('NotFoundView', () => {
  it('says the page took a wrong turn and offers a way home and helpful places', () => {
    render(<NotFoundView />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page took a wrong turn.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Product tour/ })).toHaveAttribute(
      'href',
      '/product-tour',
    );
    expect(screen.getByRole('link', { name: /Pricing/ })).toHaveAttribute('href', '/pricing');
  });
});
