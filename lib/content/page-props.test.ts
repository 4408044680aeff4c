import { navigationLinks, readNavigation } from '@/content/site-navigation';
import type { Navigation } from '@/lib/content/navigation-browser';
import { navigationUnderTest } from '@/tests/support/navigation-under-test';
import { SAVED_HEADER_ITEMS } from '@/tests/support/saved-header';
import { firstScreenNavigation } from './first-screen-navigation';
import { withGlobalPageProps } from './page-props';

/**
 * What every page's HTML carries of the navigation (decision 0211): the header's top level and
 * buttons, which its first paint draws; the drawers' and the footer's links come with
 * GET /api/config/app, and the server renders the footer without sending its links.
 */
describe("a page's first-screen props", () => {
  let navigation: Navigation;
  beforeAll(async () => {
    navigation = await readNavigation();
  });

  it("carry the header's top-level items and buttons as the editor saved them", async () => {
    const { globalPageProps } = await withGlobalPageProps({ page: 'home' });
    expect(globalPageProps.navigation).toEqual({
      primaryNav: {
        items: SAVED_HEADER_ITEMS,
        actions: navigation.actions,
      },
    });
    expect(navigation.actions.map((action) => action.label)).toEqual([
      'Sign in',
      'Request a demo',
      'Try for free',
    ]);
  });

  it("carry no drawer's or footer's link and no empty text", async () => {
    const { globalPageProps } = await withGlobalPageProps({});
    const json = JSON.stringify(globalPageProps);
    const topLevelTitles = new Set(navigation.primaryNav.map((item) => item.title));
    const lowerLinks = navigationLinks(navigation).filter(
      (link) => !topLevelTitles.has(link.title),
    );
    // The file has plenty of them (sections, featured links, the footer's columns).
    expect(lowerLinks.length).toBeGreaterThan(40);
    for (const link of lowerLinks) expect(json).not.toContain(JSON.stringify(link.title));
    expect(json).not.toContain('""');
    expect(Object.keys(globalPageProps.navigation)).toEqual(['primaryNav']);
  });

  it('keep a badge the editor set on a top-level link and leave an empty one out', () => {
    const { footer, primaryNav, actions } = navigationUnderTest;
    const { legalLinks, ...primaryFooter } = footer;
    const items = [
      ...primaryNav,
      { type: 'link' as const, title: 'Blog', href: '/blog', tag: 'New' },
    ];
    const sent = firstScreenNavigation({
      blogNav: [],
      legalFooter: legalLinks,
      primaryFooter,
      primaryNav: { items, actions },
    });
    expect(sent.primaryNav.items).toEqual([
      { type: 'drawer', title: 'Product' },
      { type: 'link', title: 'Pricing', href: '/pricing' },
      { type: 'link', title: 'Blog', href: '/blog', tag: 'New' },
    ]);
  });
});
