import { useRouter } from 'next/router';
import { useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { AnnouncementBanner } from '@/components/banners/announcement-banner';
import { PreviewBanner } from '@/components/banners/preview-banner';
import { ServerFooterLinks } from '@/components/footer/server-footer-links';
import { SiteHeader } from '@/components/header/site-header';
import { Z_INDEX } from '@/constants/layout';
import { site } from '@/content/site';
import { footerLinksOf, isWholeNavigation } from '@/lib/content/first-screen-navigation';
import { useGlobalPageProps } from '@/lib/content/global-page-props-context';
import { Island, StyleRegion } from '@/lib/rendering';
import { colors } from '@/styles/theme';
import { pathStyles } from './path-styles';
import type { PageShellOptions } from './shell-options';
import { useRouteLoadingCursor } from './use-route-loading-cursor';

// The footer's code loads, and it comes alive, when the visitor comes near it (decision 0150).
const loadFooter = () =>
  import('@/components/footer/site-footer').then((module) => module.SiteFooter);

interface PageShellProps {
  children: ReactNode;
  options?: PageShellOptions;
}

/** A page built without the global props shows no menu until /api/config/app answers. */
const NO_MENU = { items: [], actions: [] };

/**
 * Every page's frame: preview and announcement banners, the sticky header, the main area and the
 * footer. Pages render their content only (no <main> of their own: the shell owns the landmark).
 */
export function PageShell({ children, options = {} }: PageShellProps) {
  const router = useRouter();
  // The global page context (refreshed from /api/config/app) wins over the build-time site content.
  const globalPageProps = useGlobalPageProps();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const onMobileMenuOpenChange = useCallback((open: boolean) => setMobileMenuOpen(open), []);
  useRouteLoadingCursor();
  const comparePages = (globalPageProps?.featureFlags ?? site.featureFlags).comparePages;
  // The header and footer are the editor's (decision 0191). The page's props carry the header's
  // top level; the drawers' and the footer's links come with the fetched copy of the whole
  // navigation, and the server renders the footer from the file (decision 0211). The same footer
  // object while nothing changes, so a re-render of the shell does not re-render the footer.
  const navigation = globalPageProps?.navigation;
  const serverFooterLinks = useContext(ServerFooterLinks);
  const wholeNavigation = navigation && isWholeNavigation(navigation) ? navigation : null;
  const footerLinks = useMemo(
    () => serverFooterLinks ?? (wholeNavigation ? footerLinksOf(wholeNavigation) : null),
    [serverFooterLinks, wholeNavigation],
  );
  const footer = useMemo(() => {
    if (!footerLinks) return null;
    const { compareColumn, smallLinkColumns, ...columns } = footerLinks;
    return {
      ...columns,
      smallLinkColumns: comparePages ? [...smallLinkColumns, compareColumn] : smallLinkColumns,
    };
  }, [comparePages, footerLinks]);

  const menu = navigation?.primaryNav ?? NO_MENU;
  const headerNavigation = useMemo(
    () => ({
      primaryNav: menu.items,
      actions: options.trialStarted
        ? menu.actions.filter((a) => !('action' in a && a.action === 'trial'))
        : menu.actions,
    }),
    [menu, options.trialStarted],
  );

  if (options.bare) return <main id="main-content">{children}</main>;

  const styles = pathStyles(router.asPath);
  // The banner is the editor's (read on the server): a page built without the global props shows
  // it once /api/config/app answers.
  const announcement = globalPageProps?.announcement ?? null;
  return (
    <Frame>
      {/* The frame's top, alike on every page: its rules are one stylesheet cached once per
          visitor (decision 0199). */}
      <StyleRegion kind="shell">
        <SkipLink href="#main-content">Skip to content</SkipLink>
        <PreviewBanner />
        {announcement && <AnnouncementBanner announcement={announcement} />}
        <SiteHeader
          navigation={headerNavigation}
          inverted={options.invertedNav}
          mobileMenuOpen={mobileMenuOpen}
          onMobileMenuOpenChange={onMobileMenuOpenChange}
        />
        {styles.showTopPattern && <TopPattern aria-hidden="true" data-testid="top-pattern" />}
      </StyleRegion>
      {/* The mobile menu covers the page; what lies under it leaves the tab order and a11y tree. */}
      <Main id="main-content" tabIndex={-1} inert={mobileMenuOpen}>
        {children}
      </Main>
      {/* The footer comes alive when near (decision 0150), once its links are known (0211). */}
      <Island
        when="near"
        load={loadFooter}
        props={footer ? { footer, tone: styles.footerTone } : undefined}
        ready={footer !== null}
      />
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  isolation: isolate;
`;

const Main = styled.main`
  position: relative;
  flex: 1;
  &:focus {
    outline: none;
  }
`;

/** A soft violet glow and dot grid behind the top of every page (hidden on /control-shift). */
const TopPattern = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: 640px;
  z-index: -1;
  pointer-events: none;
  background:
    radial-gradient(60% 80% at 85% 0%, ${colors.violet100} 0%, transparent 70%),
    radial-gradient(50% 60% at 0% 10%, ${colors.violet50} 0%, transparent 70%),
    radial-gradient(${colors.violet200} 1px, transparent 1.5px) 0 0 / 24px 24px;
  mask-image: linear-gradient(to bottom, black 0%, black 40%, transparent 100%);
`;

const SkipLink = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: ${Z_INDEX.modal};
  padding: 10px 16px;
  border-radius: 8px;
  background: ${colors.violet700};
  color: ${colors.white};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
    color: ${colors.white};
  }
`;
