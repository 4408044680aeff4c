import { PRODUCT_NAME } from '@/constants/brand';
import { EXTERNAL_LINKS, PATHS } from '@/constants/links';
import type { IconName } from '@/content/pages/page-assets';

/**
 * The site's navigation as data (spec section 3, 'Menu item'): the primary navigation with its
 * drawers and action buttons, the mobile menu (the same items), and the footer. The shell renders
 * whatever is here; nothing in components/ hard-codes a menu label.
 */

export interface NavLink {
  title: string;
  href: string;
  subtitle?: string;
  icon?: IconName;
  /** A short badge next to the title, e.g. 'New'. */
  tag?: string;
}

export interface NavSection {
  title: string;
  links: NavLink[];
}

export interface PromoBanner {
  eyebrow: string;
  title: string;
  href: string;
  cta: string;
}

export interface NavImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface LinkMenuItem {
  type: 'link';
  title: string;
  href: string;
  tag?: string;
}

export interface DrawerMenuItem {
  type: 'drawer';
  title: string;
  /** One line under the drawer's title for screen readers and the mobile accordion. */
  subtitle?: string;
  sections: NavSection[];
  featuredTitle?: string;
  featuredLinks?: NavLink[];
  image?: NavImage;
  promoBanner?: PromoBanner;
}

export type MenuItem = LinkMenuItem | DrawerMenuItem;

/** Header action buttons: each is a link or opens the trial or demo modal (spec section 2). */
export type NavActionKind = 'primary' | 'secondary' | 'link';
export type NavAction =
  | { kind: NavActionKind; label: string; href: string }
  | { kind: NavActionKind; label: string; action: 'trial' | 'demo' };

export interface FooterColumn {
  sections: NavSection[];
  featuredLinks?: NavLink[];
}

export interface Navigation {
  primaryNav: MenuItem[];
  actions: NavAction[];
  footer: {
    columns: FooterColumn[];
    smallLinkColumns: NavSection[];
    legalLinks: NavLink[];
  };
}

// One list per group of pages: the drawers show them with subtitles and icons, the footer repeats
// them as plain links (plainLinks), so a page is renamed or moved in one place.

const WORKSPACE_LINKS: NavLink[] = [
  {
    title: 'Omnichannel inbox',
    href: '/product/omnichannel-support-inbox',
    subtitle: 'Email, chat, SMS and social in one queue',
    icon: 'inbox',
  },
  {
    title: 'Ticketing system',
    href: '/product/ticketing-system',
    subtitle: 'Assign, prioritise and resolve with SLAs',
    icon: 'ticket',
  },
  {
    title: 'Live chat',
    href: '/product/live-chat',
    subtitle: 'Answer on your site and in your app',
    icon: 'chat',
  },
  {
    title: 'Knowledge base',
    href: '/product/knowledge-base',
    subtitle: 'Help articles customers actually finish',
    icon: 'book',
  },
];

const INTELLIGENCE_LINKS: NavLink[] = [
  {
    title: 'AI',
    href: '/product/ai',
    subtitle: 'Drafts, summaries and triage you can trust',
    icon: 'sparkles',
    tag: 'New',
  },
  {
    title: 'Workflows',
    href: '/product/workflows',
    subtitle: 'Route and follow up without lifting a finger',
    icon: 'workflow',
  },
  {
    title: 'Collaboration',
    href: '/product/collaboration',
    subtitle: 'Comments, mentions and shared drafts',
    icon: 'users',
  },
  {
    title: 'Analytics',
    href: '/product/analytics',
    subtitle: 'Response times, volume and CSAT trends',
    icon: 'chart',
  },
];

const INTEGRATIONS_API_LINK: NavLink = {
  title: 'Integrations & API',
  href: '/product/integrations-api',
  icon: 'code',
};
const PRODUCT_TOUR_LINK: NavLink = {
  title: 'Take the product tour',
  href: PATHS.productTour,
  icon: 'target',
};

const TEAM_LINKS: NavLink[] = [
  { title: 'Customer service & support', href: '/teams/customer-service-support', icon: 'heart' },
  { title: 'Operations', href: '/teams/operations', icon: 'workflow' },
  { title: 'Inbound sales', href: '/teams/inbound-sales', icon: 'target' },
  { title: 'Customer success', href: '/teams/customer-success', icon: 'star' },
];

const INDUSTRY_LINKS: NavLink[] = [
  { title: 'B2B technology', href: '/industries/b2b-tech', icon: 'code' },
  { title: 'Financial services', href: '/industries/financial-services', icon: 'bank' },
  { title: 'Logistics', href: '/industries/logistics', icon: 'truck' },
  { title: 'Manufacturing', href: '/industries/manufacturing', icon: 'factory' },
  { title: 'Professional services', href: '/industries/professional-services', icon: 'briefcase' },
  { title: 'Travel & hospitality', href: '/industries/travel', icon: 'plane' },
];

const COMPANY_LINKS: NavLink[] = [
  { title: 'About us', href: '/about', icon: 'heart' },
  { title: 'Careers', href: '/jobs', icon: 'briefcase', tag: 'Hiring' },
  { title: 'Press', href: '/press', icon: 'mail' },
];

const PARTNER_LINKS: NavLink[] = [
  { title: 'Channel partners', href: '/partners/channel', icon: 'users' },
  { title: 'Integration partners', href: '/partners/integration', icon: 'plug' },
  { title: 'Refer a customer', href: '/customer-referral', icon: 'star' },
];

/** The footer's form of drawer links: title, address and badge, without subtitle or icon. */
function plainLinks(links: NavLink[]): NavLink[] {
  return links.map(({ title, href, tag }) => (tag ? { title, href, tag } : { title, href }));
}

export const primaryNav: MenuItem[] = [
  {
    type: 'drawer',
    title: 'Product',
    subtitle: `Everything your team needs to deliver service customers remember.`,
    sections: [
      {
        title: 'Workspace',
        links: WORKSPACE_LINKS,
      },
      {
        title: 'Intelligence',
        links: INTELLIGENCE_LINKS,
      },
    ],
    featuredTitle: 'Platform',
    featuredLinks: [
      { title: 'Product overview', href: '/product', icon: 'layers' },
      INTEGRATIONS_API_LINK,
      { title: 'App directory', href: '/integrations', icon: 'plug' },
      { title: 'Security', href: '/security', icon: 'shield' },
      PRODUCT_TOUR_LINK,
    ],
    promoBanner: {
      eyebrow: 'New in 2026',
      title: 'AI that drafts in your voice and cites your help centre.',
      href: '/product/ai',
      cta: 'Explore AI',
    },
  },
  {
    type: 'drawer',
    title: 'Solutions',
    subtitle: 'Built for the teams and industries that live in their inbox.',
    sections: [
      {
        title: 'By team',
        links: TEAM_LINKS,
      },
      {
        title: 'By industry',
        links: INDUSTRY_LINKS,
      },
      {
        title: 'By need',
        links: [
          { title: 'Customer service', href: '/customer-service', icon: 'chat' },
          { title: 'Email management', href: '/email-management', icon: 'mail' },
          { title: 'Client communication', href: '/client-communication', icon: 'users' },
        ],
      },
    ],
    image: {
      src: '/illustrations/shell/drawer-solutions.svg',
      alt: 'Three teammates working one shared queue of customer conversations',
      width: 320,
      height: 200,
    },
    promoBanner: {
      eyebrow: 'Customer stories',
      title: 'See how 9,000 businesses run customer service on Switchboard.',
      href: PATHS.customerStories,
      cta: 'Meet our customers',
    },
  },
  {
    type: 'drawer',
    title: 'Resources',
    subtitle: 'Guides, research and people to help you get more from every conversation.',
    sections: [
      {
        title: 'Learn',
        links: [
          {
            title: 'Blog',
            href: '/blog',
            subtitle: 'Practical advice from support leaders',
            icon: 'book',
          },
          {
            title: 'Resource hub',
            href: PATHS.resources,
            subtitle: 'Guides, templates and webinars',
            icon: 'layers',
          },
          {
            title: 'Support report 2026',
            href: '/support-report',
            subtitle: 'Benchmarks from 1,200 support teams',
            icon: 'report',
          },
          {
            title: 'Help centre',
            href: EXTERNAL_LINKS.helpCentre,
            subtitle: `Answers for ${PRODUCT_NAME} customers`,
            icon: 'globe',
          },
        ],
      },
      {
        title: 'Company',
        links: [
          ...COMPANY_LINKS,
          { title: 'Developers', href: EXTERNAL_LINKS.developers, icon: 'code' },
        ],
      },
    ],
    featuredTitle: 'Partners',
    featuredLinks: PARTNER_LINKS,
    promoBanner: {
      eyebrow: 'Research',
      title: 'How 1,200 support teams cut response times in 2026.',
      href: '/support-report',
      cta: 'Download the report',
    },
  },
  { type: 'link', title: 'Customers', href: PATHS.customerStories },
  { type: 'link', title: 'Pricing', href: '/pricing' },
];

/** 'Sign in' leaves for the app; 'Request a demo' and 'Try for free' open their modals. */
export const navActions: NavAction[] = [
  { kind: 'link', label: 'Sign in', href: EXTERNAL_LINKS.appSignIn },
  { kind: 'secondary', label: 'Request a demo', action: 'demo' },
  { kind: 'primary', label: 'Try for free', action: 'trial' },
];

export const footerColumns: FooterColumn[] = [
  {
    sections: [
      {
        title: 'Product',
        links: [
          { title: 'Overview', href: '/product' },
          ...plainLinks([...WORKSPACE_LINKS, ...INTELLIGENCE_LINKS, INTEGRATIONS_API_LINK]),
          { title: 'Pricing', href: '/pricing' },
        ],
      },
    ],
  },
  {
    sections: [
      {
        title: 'Teams',
        links: plainLinks(TEAM_LINKS),
      },
      {
        title: 'Industries',
        links: plainLinks(INDUSTRY_LINKS),
      },
    ],
  },
  {
    sections: [
      {
        title: 'Resources',
        links: [
          { title: 'Blog', href: '/blog' },
          { title: 'Resource hub', href: PATHS.resources },
          { title: 'Customer stories', href: PATHS.customerStories },
          { title: 'Support report', href: '/support-report' },
          { title: 'Download the apps', href: '/download' },
          { title: 'Help centre', href: EXTERNAL_LINKS.helpCentre },
          { title: 'Developers', href: EXTERNAL_LINKS.developers },
          { title: 'System status', href: EXTERNAL_LINKS.status },
        ],
      },
    ],
    featuredLinks: [PRODUCT_TOUR_LINK],
  },
  {
    sections: [
      {
        title: 'Company',
        links: [
          ...plainLinks(COMPANY_LINKS),
          { title: 'Security', href: '/security' },
          { title: 'Contact us', href: EXTERNAL_LINKS.helpCentreContactUs },
        ],
      },
      {
        title: 'Partners',
        links: plainLinks(PARTNER_LINKS),
      },
    ],
  },
];

/** Smaller columns under the main footer columns. */
export const footerSmallLinkColumns: NavSection[] = [
  {
    title: 'Popular',
    links: [
      { title: 'Shared inbox software', href: '/email-management' },
      { title: 'Help desk software', href: '/customer-service' },
      { title: 'Client communication', href: '/client-communication' },
    ],
  },
];

/**
 * The footer's 'Compare' column (shown while the comparePages flag is on). Kept here rather than
 * derived from content/compare so that every page's bundle does not carry the comparison pages;
 * content/navigation.test.ts checks that it lists exactly the published comparisons.
 */
export const footerCompareColumn: NavSection = {
  title: 'Compare',
  links: [
    { title: `${PRODUCT_NAME} vs Zendesk`, href: '/compare/zendesk' },
    { title: `${PRODUCT_NAME} vs Freshdesk`, href: '/compare/freshdesk' },
    { title: `${PRODUCT_NAME} vs Help Scout`, href: '/compare/help-scout' },
    { title: `${PRODUCT_NAME} vs Front`, href: '/compare/front' },
    { title: `${PRODUCT_NAME} vs Intercom`, href: '/compare/intercom' },
  ],
};

export const legalLinks: NavLink[] = [
  { title: 'Legal', href: '/legal' },
  { title: 'Privacy Notice', href: PATHS.privacyNotice },
  { title: 'SaaS Services Agreement', href: PATHS.terms },
];

export const navigation: Navigation = {
  primaryNav,
  actions: navActions,
  footer: {
    columns: footerColumns,
    smallLinkColumns: footerSmallLinkColumns,
    legalLinks,
  },
};
