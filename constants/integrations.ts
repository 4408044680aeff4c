/** The integrations directory's categories, in its order (the editor's select offers exactly these). */
export const INTEGRATION_CATEGORIES = [
  { slug: 'crm', name: 'CRM' },
  { slug: 'communication', name: 'Messaging & voice' },
  { slug: 'collaboration', name: 'Team collaboration' },
  { slug: 'ecommerce', name: 'E-commerce' },
  { slug: 'engineering', name: 'Engineering & issue tracking' },
  { slug: 'productivity', name: 'Productivity & automation' },
  { slug: 'analytics', name: 'Analytics & BI' },
  { slug: 'identity', name: 'Identity & security' },
  { slug: 'billing', name: 'Billing & payments' },
] as const;
