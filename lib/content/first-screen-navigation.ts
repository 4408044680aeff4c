import type {
  FirstScreenMenuItem,
  FooterLinks,
  HeaderMenuItem,
  MenuItem,
} from './navigation-browser';
import type { FirstScreenNavigation, GlobalPageProps } from './global-page-props-types';

type WholeNavigation = GlobalPageProps['navigation'];

/**
 * The header's top level, as a page's props carry it (decision 0211): titles, addresses and
 * buttons, without the drawers' contents (fetched with GET /api/config/app) and without empty
 * optional texts. Every byte of it is in every page's HTML.
 */
export function firstScreenNavigation({ primaryNav }: WholeNavigation): FirstScreenNavigation {
  const items = primaryNav.items.map((item): FirstScreenMenuItem => {
    if (item.type === 'drawer') return { type: 'drawer', title: item.title };
    // An empty badge is not shown: it need not travel.
    const { tag, ...link } = item;
    return tag ? { ...link, tag } : link;
  });
  return { primaryNav: { items, actions: primaryNav.actions } };
}

/** Whether the browser holds the whole navigation (the fetched copy), not only the first screen's. */
export function isWholeNavigation(
  navigation: FirstScreenNavigation | WholeNavigation,
): navigation is WholeNavigation {
  return 'primaryFooter' in navigation;
}

/**
 * The navigation the browser keeps when a page's first-screen part meets what it holds: the whole
 * one once known (the fetched copy: at least as new as the page's, since the API reads the editor's
 * file at each request), else the page's.
 */
export function completeNavigation(
  page: FirstScreenNavigation,
  held: FirstScreenNavigation | WholeNavigation | undefined,
): FirstScreenNavigation | WholeNavigation {
  return held && isWholeNavigation(held) ? held : page;
}

/** Whether an item's contents are known: a link always, a drawer once the fetched copy is in. */
export function hasMenuContents(item: HeaderMenuItem): item is MenuItem {
  return item.type === 'link' || 'sections' in item;
}

/** The footer's links from the whole navigation (the spec's `primaryFooter` and `legalFooter`). */
export function footerLinksOf({ primaryFooter, legalFooter }: WholeNavigation): FooterLinks {
  return { ...primaryFooter, legalLinks: [...legalFooter] };
}
