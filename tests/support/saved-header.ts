/**
 * The header's top level as content/navigation.yaml saves it and every page's props carry it
 * (decision 0211): drawers as their triggers, links without an empty badge.
 */
export const SAVED_HEADER_ITEMS = [
  { type: 'drawer', title: 'Product' },
  { type: 'drawer', title: 'Solutions' },
  { type: 'drawer', title: 'Resources' },
  { type: 'link', title: 'Customers', href: '/customer-stories' },
  { type: 'link', title: 'Pricing', href: '/pricing' },
];
