import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { SwitchboardLogo } from '@/components/brand/switchboard-logo';
import { SiteLink } from '@/components/site-link/site-link';
import { PRODUCT_NAME } from '@/constants/brand';
import { CLICK_LOCATION_ATTRIBUTE, CLICK_LOCATIONS } from '@/constants/events';
import { BREAKPOINTS, PRIMARY_NAV_HEIGHT_PX, Z_INDEX } from '@/constants/layout';
import type { HeaderMenuItem, NavAction, NavActionKind } from '@/lib/content/navigation-browser';
import { colors, mq, radii, shadows } from '@/styles/theme';
import { DesktopNav } from './desktop-nav';
import { MobileMenu, preloadMobileMenu } from './mobile-menu';
import { NavActionButton } from './nav-action-button';
import { useHeaderScrolled } from './use-header-scrolled';

interface SiteHeaderProps {
  /** The top level from the page's props; the drawers' contents once the fetched copy is in. */
  navigation: { primaryNav: HeaderMenuItem[]; actions: NavAction[] };
  /** Light text on a dark page top; a page forces it through its shell options. */
  inverted?: boolean;
  mobileMenuOpen: boolean;
  onMobileMenuOpenChange: (open: boolean) => void;
}

/**
 * The sticky site header: transparent at the top of the page, opaque with a shadow once scrolled
 * past the threshold (or while a drawer is open).
 */
export function SiteHeader({
  navigation,
  inverted = false,
  mobileMenuOpen,
  onMobileMenuOpenChange,
}: SiteHeaderProps) {
  const router = useRouter();
  const scrolled = useHeaderScrolled();
  const [activeDrawer, setActiveDrawer] = useState<number | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasMenuOpen = useRef(false);

  useEffect(() => {
    const close = () => {
      setActiveDrawer(null);
      onMobileMenuOpenChange(false);
    };
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events, onMobileMenuOpenChange]);

  // Closing the mobile menu gives focus back to its toggle.
  useEffect(() => {
    if (wasMenuOpen.current && !mobileMenuOpen) toggleRef.current?.focus({ preventScroll: true });
    wasMenuOpen.current = mobileMenuOpen;
  }, [mobileMenuOpen]);

  const opaque = scrolled || activeDrawer !== null;
  return (
    <Header
      data-scrolled={scrolled ? 'true' : 'false'}
      data-inverted={inverted ? 'true' : 'false'}
      {...{ [CLICK_LOCATION_ATTRIBUTE]: CLICK_LOCATIONS.header }}
      $opaque={opaque}
      $inverted={inverted}
    >
      <Bar>
        <HomeLink href="/" aria-label={`${PRODUCT_NAME} home`} $inverted={inverted}>
          <SwitchboardLogo size={32} />
        </HomeLink>
        <DesktopOnly>
          <DesktopNav
            items={navigation.primaryNav}
            activeDrawer={activeDrawer}
            onActiveDrawerChange={setActiveDrawer}
            inverted={inverted}
          />
        </DesktopOnly>
        <Actions>
          {navigation.actions.map((action) => (
            <ActionSlot key={action.label} $kind={action.kind}>
              <NavActionButton action={action} inverted={inverted} />
            </ActionSlot>
          ))}
        </Actions>
        <MenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={mobileMenuOpen}
          aria-controls="mobile-menu"
          aria-label="Open menu"
          onClick={() => onMobileMenuOpenChange(true)}
          // The menu's contents load at the first sign the visitor may open it (decision 0182).
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
          $inverted={inverted}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </MenuToggle>
      </Bar>
      <MobileMenu
        open={mobileMenuOpen}
        onClose={() => onMobileMenuOpenChange(false)}
        items={navigation.primaryNav}
        actions={navigation.actions}
        returnFocusTo={() => toggleRef.current}
      />
    </Header>
  );
}

const Header = styled.header<{ $opaque: boolean; $inverted: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${Z_INDEX.primaryNav};
  background: transparent;
  box-shadow: none;
  transition:
    background-color 200ms ease,
    box-shadow 200ms ease,
    border-color 200ms ease;
  border-bottom: 1px solid transparent;
  ${({ $opaque, $inverted }) =>
    $opaque &&
    css`
      background: ${$inverted ? colors.violet900 : colors.white};
      box-shadow: ${shadows.header};
      border-bottom-color: ${$inverted ? 'transparent' : colors.ink200};
    `}
`;

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  height: ${PRIMARY_NAV_HEIGHT_PX}px;
  padding: 0 var(--page-padding);
  max-width: ${BREAKPOINTS.desktopWide}px;
  margin: 0 auto;
  ${mq('desktopWide')} {
    position: static;
    gap: 24px;
  }
`;

const HomeLink = styled(SiteLink)<{ $inverted: boolean }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  padding: 6px 4px;
  margin-left: -4px;
  border-radius: ${radii.sm};
  color: ${({ $inverted }) => ($inverted ? colors.white : colors.ink900)};
  text-decoration: none;
  &:hover {
    color: ${({ $inverted }) => ($inverted ? colors.white : colors.ink900)};
  }
`;

/*
 * The full desktop navigation needs about 1,200 px (five items and three actions), so it starts at
 * the desktopWide breakpoint. Narrower screens keep the menu button and show as many actions as
 * fit: the primary one from tablet width, the secondary one from desktop width.
 */
const DesktopOnly = styled.div`
  display: none;
  height: 100%;
  ${mq('desktopWide')} {
    display: block;
  }
`;

const Actions = styled.div`
  display: none;
  margin-left: auto;
  align-items: center;
  gap: 8px;
  ${mq('tablet')} {
    display: flex;
  }
`;

const ActionSlot = styled.span<{ $kind: NavActionKind }>`
  display: ${({ $kind }) => ($kind === 'primary' ? 'inline-flex' : 'none')};
  ${mq('desktop')} {
    display: ${({ $kind }) => ($kind === 'link' ? 'none' : 'inline-flex')};
  }
  ${mq('desktopWide')} {
    display: inline-flex;
  }
`;

const MenuToggle = styled.button<{ $inverted: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-left: auto;
  margin-right: -10px;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${({ $inverted }) => ($inverted ? colors.white : colors.ink900)};
  cursor: pointer;
  &:hover {
    background: ${({ $inverted }) => ($inverted ? 'rgba(255,255,255,0.12)' : colors.ink100)};
  }
  ${mq('tablet')} {
    margin-left: 0;
  }
  ${mq('desktopWide')} {
    display: none;
  }
`;
