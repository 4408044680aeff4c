import type { ProductLink } from './builders';

/** The ten product pages (spec section 2), as cards: one source for their names and summaries. */
export const PRODUCT_LINKS = {
  inbox: {
    icon: 'inbox',
    title: 'Omnichannel support inbox',
    body: 'Email, chat, SMS, WhatsApp and social in one shared queue.',
    href: '/product/omnichannel-support-inbox',
  },
  ai: {
    icon: 'sparkles',
    title: 'AI',
    body: 'Drafts, summaries and an AI Agent that resolves routine questions.',
    href: '/product/ai',
  },
  collaboration: {
    icon: 'users',
    title: 'Collaboration',
    body: 'Assignments, internal notes, @mentions and collision detection.',
    href: '/product/collaboration',
  },
  liveChat: {
    icon: 'chat',
    title: 'Live chat',
    body: 'A fast, accessible chat widget for your website and app.',
    href: '/product/live-chat',
  },
  ticketing: {
    icon: 'ticket',
    title: 'Ticketing system',
    body: 'Statuses, priorities, SLAs and custom fields on every conversation.',
    href: '/product/ticketing-system',
  },
  knowledgeBase: {
    icon: 'book',
    title: 'Knowledge base',
    body: 'A branded help centre for customers, agents and AI alike.',
    href: '/product/knowledge-base',
  },
  analytics: {
    icon: 'chart',
    title: 'Analytics',
    body: 'Response times, CSAT, backlog and workload you can drill into.',
    href: '/product/analytics',
  },
  workflows: {
    icon: 'workflow',
    title: 'Workflows',
    body: 'No-code rules for routing, SLAs, follow-ups and escalations.',
    href: '/product/workflows',
  },
  supportReport: {
    icon: 'report',
    title: 'Support report',
    body: 'A weekly, shareable report on how your support team performed.',
    href: '/product/support-report',
  },
  integrationsApi: {
    icon: 'plug',
    title: 'Integrations and API',
    body: 'Connect your CRM, e-commerce, engineering and billing tools.',
    href: '/product/integrations-api',
  },
} satisfies Record<string, ProductLink>;
