import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'intercom',
  competitor: 'Intercom',
  title: 'Switchboard vs Intercom',
  summary:
    'Intercom is known for its in-product Messenger and its Fin AI agent. Switchboard focuses on teams that handle a large share of email alongside chat. Here is a factual comparison of approach, AI and pricing model.',
  goodFitFor:
    'Software companies whose support happens mostly inside their product through a chat messenger, and who want an AI agent to answer customers directly.',
  switchboardFitFor:
    'Teams with a high share of email, many shared addresses and cross-team hand-offs, who want AI to assist agents rather than replace the first reply.',
  claims: [
    {
      topic: 'AI approach',
      theirs: 'Intercom presents Fin as an AI agent that answers customer questions directly.',
      ours: 'Switchboard AI drafts replies and summaries for agents to review; customers always receive an answer sent by a person.',
      source: { title: 'Intercom Fin', url: 'https://www.intercom.com/fin' },
      lastVerified: '2026-11-06',
    },
    {
      topic: 'Pricing model',
      theirs:
        'Intercom lists seat-based plans and separate usage-based pricing for its Fin AI agent on its pricing page.',
      ours: 'Switchboard includes AI drafts in the Scale and Enterprise plans with no per-resolution charge.',
      source: { title: 'Intercom pricing', url: 'https://www.intercom.com/pricing' },
      lastVerified: '2026-11-06',
    },
    {
      topic: 'Help desk',
      theirs:
        'Intercom describes its help desk as handling conversations across channels, including email, chat and phone.',
      ours: 'Switchboard handles email, chat, SMS, WhatsApp and social messages in shared inboxes with ticketing and service levels.',
      source: { title: 'Intercom help desk', url: 'https://www.intercom.com/help-desk' },
      lastVerified: '2026-11-06',
    },
    {
      topic: 'Integrations',
      theirs: 'Intercom lists apps and integrations in the Intercom App Store.',
      ours: 'Switchboard lists its integrations on /integrations and provides an open API.',
      source: { title: 'Intercom App Store', url: 'https://www.intercom.com/app-store' },
      lastVerified: '2026-11-06',
    },
  ],
  faq: [
    {
      question: 'Can we keep a chat widget in our product?',
      answer:
        'Yes. Switchboard’s chat widget runs on your website and inside your web app, identifies signed-in users and shows their details to agents.',
    },
    {
      question: 'Does Switchboard have an AI agent that replies on its own?',
      answer:
        'Not today. Our AI drafts and summarises for agents; we believe a person should stay accountable for every answer a customer receives.',
    },
  ],
};
