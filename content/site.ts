import { PRODUCT_NAME, TAGLINE } from '@/constants/brand';
import type { SiteSettings } from '@/content/schema';

/**
 * Site-wide settings served in the global page props (spec section 3) and by GET /api/config/app.
 * Bump `lastUpdated` whenever anything here, in navigation or in the blog lists changes: browsers
 * holding an older copy replace it, those holding a later one keep theirs (spec section 4).
 */
export const site: SiteSettings = {
  metadata: {
    title: `${PRODUCT_NAME}: customer service software for teams`,
    description: `${TAGLINE} ${PRODUCT_NAME} brings your shared inbox, help desk, live chat, knowledge base, AI and analytics into one workspace.`,
    twitterHandle: '@switchboard_example',
    locale: 'en_US',
  },
  featureFlags: {
    // Show the monthly/annual switch on /pricing (annual is the default either way).
    pricingBillingToggle: true,
    // Results appear under the blog search box while the visitor types.
    blogInstantSearch: true,
    // The announcement banner above the navigation.
    announcementBanner: true,
    // The 'Compare' column of links in the footer.
    comparePages: true,
  },
  lastUpdated: '2026-11-20T09:00:00.000Z',
};
