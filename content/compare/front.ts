import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'front',
  competitor: 'Front',
  title: 'Switchboard vs Front',
  summary:
    'Front positions itself as a customer operations platform that combines the feel of email with help-desk capabilities. Switchboard takes a similar inbox-first approach. Here is a factual look at where the two differ for support teams.',
  goodFitFor:
    'Teams that run customer operations across many functions (account management, logistics, sales) from shared email and want deep email-native workflows.',
  switchboardFitFor:
    'Support-led teams that want a shared inbox together with a built-in knowledge base, live chat and help-desk reporting in every plan.',
  claims: [
    {
      topic: 'Product positioning',
      theirs:
        'Front describes itself as a customer service platform that combines the efficiency of a help desk with the familiarity of email.',
      ours: 'Switchboard is a customer-service platform built around a shared inbox, with help desk, chat, knowledge base, AI and analytics.',
      source: { title: 'Front home page', url: 'https://front.com/' },
      lastVerified: '2026-11-05',
    },
    {
      topic: 'Pricing model',
      theirs: 'Front publishes plans with per-seat prices on its pricing page.',
      ours: 'Switchboard also prices per seat, and publishes every plan on /pricing.',
      source: { title: 'Front pricing', url: 'https://front.com/pricing' },
      lastVerified: '2026-11-05',
    },
    {
      topic: 'Integrations',
      theirs: 'Front lists integrations in its integrations directory.',
      ours: 'Switchboard lists its integrations on /integrations with setup steps and plan availability.',
      source: { title: 'Front integrations', url: 'https://front.com/integrations' },
      lastVerified: '2026-11-05',
    },
    {
      topic: 'Knowledge base',
      theirs: 'Front offers a knowledge base for publishing help articles.',
      ours: 'Switchboard includes a public help centre on every plan, with internal articles and multiple languages from Growth.',
      source: { title: 'Front knowledge base', url: 'https://front.com/product/knowledge-base' },
      lastVerified: '2026-11-05',
    },
  ],
  faq: [
    {
      question: 'We use Front for more than support. Can Switchboard do that?',
      answer:
        'Yes. Any shared address can be an inbox, so account managers, operations and finance can work alongside support with their own rules and reports.',
    },
    {
      question: 'How do you migrate from Front?',
      answer:
        'We reconnect your mailboxes and import conversation history, tags and contacts, so the team continues where it left off.',
    },
  ],
};
