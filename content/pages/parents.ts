/**
 * Section index pages and their breadcrumb names. Kept apart from the page content so the browser
 * bundle (breadcrumbs render on the client too) does not carry every page's copy.
 */
export const SECTION_INDEX_NAMES: Record<string, string> = {
  '/product': 'Product',
  '/legal': 'Legal',
  '/crm': 'CRM',
  '/services': 'Services',
  '/use-case': 'Use cases',
};
