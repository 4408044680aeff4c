// The forms that sit inside content pages, each placed as an `<Island when="near">` (decision
// 0150): their code (formik, yup, the validation lists) loads when they near the viewport. /pricing
// is benchmarked, and /support-report is linked from the announcement banner on every page, so Next
// prefetches and runs its code.

/** The pricing page's quote form (pricing-quote). */
export const loadPricingQuoteForm = () =>
  import('./pricing-quote-form').then((module) => module.PricingQuoteForm);

/** 'Talk to sales' (contact-sales), low on /security. */
export const loadContactSalesForm = () =>
  import('./contact-sales-form').then((module) => module.ContactSalesForm);

/** 'Send me this tour' (product-tour). */
export const loadProductTourForm = () =>
  import('./product-tour-form').then((module) => module.ProductTourForm);

/** The gated download form (resource-download / support-report-download). */
export const loadResourceDownloadForm = () =>
  import('./resource-download-form').then((module) => module.ResourceDownloadForm);
