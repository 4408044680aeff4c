import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'freshdesk',
  competitor: 'Freshdesk',
  title: 'Switchboard vs Freshdesk',
  summary:
    'Freshdesk, from Freshworks, is a widely used ticketing help desk with an omnichannel edition and its own AI, Freddy. Switchboard combines a collaborative shared inbox with help-desk structure. Here is a factual comparison of the points prospects raise most.',
  goodFitFor:
    'Teams already using other Freshworks products, or that want a ticket-first help desk with a long list of plan tiers.',
  switchboardFitFor:
    'Teams whose work starts in shared email addresses and chat, who want ownership, notes and collision alerts to feel like email rather than a ticket form.',
  claims: [
    {
      topic: 'Product scope',
      theirs:
        'Freshworks presents Freshdesk as customer service software with ticketing, omnichannel support and self-service.',
      ours: 'Switchboard provides shared inbox, ticketing, live chat, knowledge base, AI, workflows and analytics in one product.',
      source: { title: 'Freshdesk product page', url: 'https://www.freshworks.com/freshdesk/' },
      lastVerified: '2026-11-03',
    },
    {
      topic: 'AI assistance',
      theirs:
        'Freshworks markets its AI capabilities under the Freddy AI name across Freshworks products.',
      ours: 'Switchboard AI drafts replies and summaries grounded in your knowledge base and saved replies; an agent always reviews before sending.',
      source: { title: 'Freshworks Freddy AI', url: 'https://www.freshworks.com/freddy-ai/' },
      lastVerified: '2026-11-03',
    },
    {
      topic: 'Pricing model',
      theirs: 'Freshworks publishes plans and per-agent prices on its pricing page.',
      ours: 'Switchboard publishes every plan and per-seat price on /pricing, monthly or annual.',
      source: { title: 'Freshdesk pricing', url: 'https://www.freshworks.com/freshdesk/pricing/' },
      lastVerified: '2026-11-03',
    },
    {
      topic: 'Integrations',
      theirs: 'Freshworks lists apps for Freshdesk in the Freshworks Marketplace.',
      ours: 'Switchboard lists its integrations on /integrations, with setup steps and the plans that include each one.',
      source: { title: 'Freshworks Marketplace', url: 'https://www.freshworks.com/apps/' },
      lastVerified: '2026-11-03',
    },
  ],
  faq: [
    {
      question: 'Can we import our Freshdesk tickets?',
      answer:
        'Yes. We import tickets, contacts, companies and solution articles from Freshdesk, and map ticket statuses and priorities to their Switchboard equivalents.',
    },
    {
      question: 'Do we need to retrain agents?',
      answer:
        'Agents who know email usually need about an hour. Switchboard conversations look and behave like email threads, with assignment and notes added.',
    },
  ],
};
