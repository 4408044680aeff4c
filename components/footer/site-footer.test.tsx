import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_LEGAL_NAME, TAGLINE } from '@/constants/brand';
import { PATHS, SOCIAL_LINKS } from '@/constants/links';
import { navigationUnderTest as navigation } from '@/tests/support/navigation-under-test';
import { SiteFooter } from './site-footer';

type WithApi = { Switchboard?: Record<string, unknown> };

afterEach(() => {
  delete (window as unknown as WithApi).Switchboard;
});

describe('SiteFooter', () => {
  it('shows the tagline, social links, link columns, legal links and the copyright line', () => {
    render(<SiteFooter footer={navigation.footer} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(TAGLINE)).toBeInTheDocument();
    for (const social of SOCIAL_LINKS) {
      expect(within(footer).getByRole('link', { name: social.name })).toHaveAttribute(
        'href',
        social.href,
      );
    }
    expect(within(footer).getByRole('navigation', { name: 'Product' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'href',
      PATHS.privacyNotice,
    );
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} ${COMPANY_LEGAL_NAME}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it("opens the consent manager's privacy choices from 'Your Privacy Choices'", async () => {
    const openPrivacyChoices = jest.fn();
    (window as unknown as WithApi).Switchboard = { openPrivacyChoices };
    render(<SiteFooter footer={navigation.footer} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Your Privacy Choices' }));
    expect(openPrivacyChoices).toHaveBeenCalledTimes(1);
  });

  it('paints the footer in the tone the path asks for', () => {
    render(<SiteFooter footer={navigation.footer} tone="dark" />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-tone', 'dark');
  });
});
