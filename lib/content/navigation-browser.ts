import type { Entry } from '@keystatic/core/reader';
import type keystaticConfig from '@/keystatic.config';

/**
 * The shapes of the navigation and footer (spec section 3, 'Menu item'), from the editor's schema
 * (keystatic.config.ts's `navigation` singleton, decision 0191). Types only: the shell imports
 * them without the content or the reader. ./navigation.ts reads the file into these shapes.
 */
type NavigationEntry = Entry<(typeof keystaticConfig)['singletons']['navigation']>;
type MenuEntry = NavigationEntry['primaryNav'][number];
type DrawerEntry = Extract<MenuEntry, { discriminant: 'drawer' }>['value'];
type ActionEntry = NavigationEntry['actions'][number];
/** What a "show" box holds when it is ticked. */
type Shown<T> = T extends { discriminant: true; value: infer Value } ? Value : never;

/** A link; an empty subtitle, icon or badge is not shown. */
export type NavLink = NavigationEntry['footer']['legalLinks'][number];
export type NavSection = NavigationEntry['footer']['compareColumn'];

export type LinkMenuItem = { type: 'link' } & Extract<MenuEntry, { discriminant: 'link' }>['value'];
export type DrawerMenuItem = { type: 'drawer' } & Omit<DrawerEntry, 'image' | 'promoBanner'> & {
    image?: Shown<DrawerEntry['image']>;
    promoBanner?: Shown<DrawerEntry['promoBanner']>;
  };
export type MenuItem = LinkMenuItem | DrawerMenuItem;

/**
 * A top-level item as a page's first-screen props carry it (decision 0211): a link without an
 * empty badge, a drawer as its trigger only. The drawers' contents come with the fetched copy of
 * GET /api/config/app.
 */
export type FirstScreenMenuItem =
  | (Omit<LinkMenuItem, 'tag'> & Partial<Pick<LinkMenuItem, 'tag'>>)
  | Pick<DrawerMenuItem, 'type' | 'title'>;
/** What the header draws: the first screen's items until the whole navigation is known. */
export type HeaderMenuItem = MenuItem | FirstScreenMenuItem;

/** A header button: a link, or one that opens the trial or demo form (spec section 2). */
export type NavAction = {
  [Kind in ActionEntry['discriminant']]: Extract<ActionEntry, { discriminant: Kind }>['value'];
}[ActionEntry['discriminant']];
export type NavActionKind = NavAction['kind'];

/** The footer's columns and links; its compare column shows while the comparePages flag is on. */
export type FooterLinks = NavigationEntry['footer'];

export interface Navigation {
  primaryNav: MenuItem[];
  actions: NavAction[];
  footer: FooterLinks;
}
