import { island } from '@/components/hydration/island';

// The forms that sit inside content pages, each loaded when it nears the viewport
// (docs/decisions/0072): /pricing is benchmarked, and /support-report is linked from the
// announcement banner on every page, so Next prefetches and runs its code.

/** The pricing page's quote form (pricing-quote). */
export const LazyPricingQuoteForm = island(() =>
  import('./pricing-quote-form').then((module) => module.PricingQuoteForm),
);

/** 'Talk to sales' (contact-sales), low on /security. */
export const LazyContactSalesForm = island(() =>
  import('./contact-sales-form').then((module) => module.ContactSalesForm),
);

/** 'Send me this tour' (product-tour). */
export const LazyProductTourForm = island(() =>
  import('./product-tour-form').then((module) => module.ProductTourForm),
);

/** The gated download form (resource-download / support-report-download). */
export const LazyResourceDownloadForm = island(() =>
  import('./resource-download-form').then((module) => module.ResourceDownloadForm),
);
