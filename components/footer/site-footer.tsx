import styled, { css } from 'styled-components';
import { Icon } from '@/components/blocks/icons';
import { SwitchboardLogo } from '@/components/brand/switchboard-logo';
import { useModal } from '@/components/modal-context';
import { openPrivacyChoices } from '@/components/modal-context/window-api';
import type { FooterTone } from '@/components/page-shell/path-styles';
import { SiteLink } from '@/components/site-link/site-link';
import { COMPANY_LEGAL_NAME, PRODUCT_NAME, TAGLINE } from '@/constants/brand';
import { CLICK_LOCATION_ATTRIBUTE, CLICK_LOCATIONS } from '@/constants/events';
import { BREAKPOINTS } from '@/constants/layout';
import { PATHS, SOCIAL_LINKS } from '@/constants/links';
import type { FooterLinks, NavLink, NavSection } from '@/lib/content/navigation-browser';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { SocialIcon } from './social-icon';

interface SiteFooterProps {
  /** The footer's columns and links; the compare column, when shown, is among the smaller ones. */
  footer: {
    columns: FooterLinks['columns'];
    smallLinkColumns: readonly NavSection[];
    legalLinks: readonly NavLink[];
  };
  tone?: FooterTone;
}

/** Opens the consent manager; without one (blocked script), the privacy notice explains the choices. */
function onPrivacyChoices() {
  if (!openPrivacyChoices()) window.location.assign(PATHS.privacyNotice);
}

export function SiteFooter({ footer, tone = 'default' }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const { openModal } = useModal();
  return (
    <Footer
      data-tone={tone}
      $tone={tone}
      {...{ [CLICK_LOCATION_ATTRIBUTE]: CLICK_LOCATIONS.footer }}
    >
      <Inner>
        <Top>
          <Brand>
            <HomeLink href="/" aria-label={`${PRODUCT_NAME} home`}>
              <SwitchboardLogo size={32} />
            </HomeLink>
            <Tagline>{TAGLINE}</Tagline>
            <Social aria-label={`${PRODUCT_NAME} on social media`}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.name}>
                  <SocialLink href={link.href} aria-label={link.name} rel="noopener">
                    <SocialIcon name={link.name} />
                  </SocialLink>
                </li>
              ))}
            </Social>
            <SubscribeButton type="button" onClick={() => openModal('subscribe')}>
              <Icon name="mail" size={18} />
              Subscribe to our blog
            </SubscribeButton>
          </Brand>
          <Columns>
            {footer.columns.map((column, index) => (
              <Column key={index}>
                {column.sections.map((section) => (
                  <nav key={section.title} aria-label={section.title}>
                    <ColumnTitle>{section.title}</ColumnTitle>
                    <LinkList links={section.links} />
                  </nav>
                ))}
                {column.featuredLinks?.map((link) => (
                  <Featured key={link.href} href={link.href}>
                    {link.icon && <Icon name={link.icon} size={18} />}
                    {link.title}
                    <span aria-hidden="true">→</span>
                  </Featured>
                ))}
              </Column>
            ))}
          </Columns>
        </Top>
        {footer.smallLinkColumns.length > 0 && (
          <Small>
            {footer.smallLinkColumns.map((section) => (
              <nav key={section.title} aria-label={section.title}>
                <SmallTitle>{section.title}</SmallTitle>
                <SmallList>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <FooterLink href={link.href}>{link.title}</FooterLink>
                    </li>
                  ))}
                </SmallList>
              </nav>
            ))}
          </Small>
        )}
        <Bottom>
          {/* A page built last year shows this year in the browser without a hydration error. */}
          <Copyright suppressHydrationWarning>
            © {year} {COMPANY_LEGAL_NAME} All rights reserved.
          </Copyright>
          <Legal aria-label="Legal">
            <SmallList>
              {footer.legalLinks.map((link) => (
                <li key={link.href}>
                  <FooterLink href={link.href}>{link.title}</FooterLink>
                </li>
              ))}
              <li>
                <PrivacyChoices type="button" onClick={onPrivacyChoices}>
                  <PrivacyGlyph />
                  Your Privacy Choices
                </PrivacyChoices>
              </li>
            </SmallList>
          </Legal>
        </Bottom>
      </Inner>
    </Footer>
  );
}

function LinkList({ links }: { links: readonly NavLink[] }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.href}>
          <FooterLink href={link.href}>
            {link.title}
            {link.tag && <FooterTag>{link.tag}</FooterTag>}
          </FooterLink>
        </li>
      ))}
    </List>
  );
}

/** The privacy-choices toggle glyph (a check and a cross in a pill), drawn for this site. */
function PrivacyGlyph() {
  return (
    <svg viewBox="0 0 30 14" width="30" height="14" aria-hidden="true" focusable="false">
      <rect
        x="0.75"
        y="0.75"
        width="28.5"
        height="12.5"
        rx="6.25"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path d="M15 0.75h8A6.25 6.25 0 0 1 23 13.25h-8z" fill="currentColor" />
      <path
        d="M5 7l2 2 3.5-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M17.5 4.5l4 5M21.5 4.5l-4 5"
        stroke="var(--footer-bg)"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

const tones = {
  default: css`
    --footer-bg: ${colors.ink100};
    --footer-ink: ${colors.ink900};
    --footer-muted: ${colors.ink600};
    --footer-line: ${colors.ink200};
    --footer-accent: ${colors.violet700};
    --footer-chip: ${colors.white};
  `,
  dark: css`
    --footer-bg: ${colors.violet900};
    --footer-ink: ${colors.white};
    --footer-muted: ${colors.violet200};
    --footer-line: rgba(255, 255, 255, 0.16);
    --footer-accent: ${colors.white};
    --footer-chip: rgba(255, 255, 255, 0.08);
  `,
  light: css`
    --footer-bg: ${colors.violet100};
    --footer-ink: ${colors.violet900};
    --footer-muted: ${colors.violet800};
    --footer-line: ${colors.violet200};
    --footer-accent: ${colors.violet700};
    --footer-chip: ${colors.white};
  `,
} as const;

const Footer = styled.footer<{ $tone: FooterTone }>`
  ${({ $tone }) => tones[$tone]}
  background: var(--footer-bg);
  color: var(--footer-ink);
  font-size: ${fontSizes.sm};
`;

const Inner = styled.div`
  max-width: ${BREAKPOINTS.desktopWide}px;
  margin: 0 auto;
  padding: 64px var(--page-padding) 32px;
  ${mq('desktop')} {
    padding-top: 88px;
  }
`;

const Top = styled.div`
  display: grid;
  gap: 48px;
  ${mq('desktop')} {
    grid-template-columns: minmax(220px, 300px) 1fr;
    gap: 64px;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
`;

const HomeLink = styled(SiteLink)`
  color: var(--footer-ink);
  text-decoration: none;
  &:hover {
    color: var(--footer-ink);
  }
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 28ch;
  font-size: ${fontSizes.lg};
  font-weight: 550;
  line-height: 1.4;
  color: var(--footer-ink);
`;

const Social = styled.ul`
  display: flex;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${radii.pill};
  background: var(--footer-chip);
  border: 1px solid var(--footer-line);
  color: var(--footer-ink);
  transition:
    color 140ms ease,
    border-color 140ms ease,
    transform 140ms ease;
  &:hover {
    color: var(--footer-accent);
    border-color: currentColor;
    transform: translateY(-1px);
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 40px 24px;
  ${mq('tablet')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 28px;
`;

const ColumnTitle = styled.h2`
  margin: 0 0 14px;
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--footer-muted);
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: var(--footer-ink);
  text-decoration: none;
  &:hover {
    color: var(--footer-accent);
    text-decoration: underline;
  }
`;

const FooterTag = styled.span`
  padding: 1px 7px;
  border-radius: ${radii.pill};
  background: ${colors.violet500};
  color: ${colors.white};
  font-size: 0.6875rem;
  font-weight: 700;
`;

const Featured = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  align-self: flex-start;
  color: var(--footer-accent);
  font-weight: 650;
  text-decoration: none;
  svg {
    flex: none;
  }
  span {
    transition: transform 140ms ease;
  }
  &:hover {
    color: var(--footer-accent);
    text-decoration: underline;
  }
  &:hover span {
    transform: translateX(3px);
  }
`;

const Small = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px 64px;
  margin-top: 56px;
  padding-top: 32px;
  border-top: 1px solid var(--footer-line);
`;

const SmallTitle = styled.h2`
  margin: 0 0 10px;
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--footer-muted);
`;

const SmallList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 16px;
  margin-top: 40px;
  padding-top: 24px;
  border-top: 1px solid var(--footer-line);
  ${mq('desktop')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Copyright = styled.p`
  margin: 0;
  color: var(--footer-muted);
`;

const Legal = styled.nav``;

/** Opens the blog-subscribe modal (focus returns here when it closes). */
const SubscribeButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--footer-accent);
  font: inherit;
  font-weight: 650;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const PrivacyChoices = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--footer-ink);
  font: inherit;
  cursor: pointer;
  svg {
    color: ${colors.violet500};
  }
  &:hover {
    color: var(--footer-accent);
    text-decoration: underline;
  }
`;
