import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'zendesk',
  competitor: 'Zendesk',
  title: 'Switchboard vs Zendesk',
  summary:
    'Zendesk is a long-established service suite used by many large support organisations. Switchboard starts from the shared inbox and adds help desk, chat, knowledge base, AI and analytics around it. Here is how they compare on the points teams ask us about most.',
  goodFitFor:
    'Organisations that want a broad, configurable service suite with a large app marketplace and that plan for dedicated administrators.',
  switchboardFitFor:
    'Teams that work mostly in email and chat, want the collaboration of a shared inbox with help-desk structure, and prefer to be set up in days with little administration.',
  claims: [
    {
      topic: 'Product scope',
      theirs:
        'Zendesk describes Zendesk for Service as covering ticketing, messaging, a help center and AI agents.',
      ours: 'Switchboard covers shared inbox, ticketing, live chat, knowledge base, AI assistance, workflows and analytics in one workspace.',
      source: { title: 'Zendesk for Service', url: 'https://www.zendesk.com/service/' },
      lastVerified: '2026-11-02',
    },
    {
      topic: 'Pricing model',
      theirs: 'Zendesk publishes plans on its pricing page, priced per agent.',
      ours: 'Switchboard publishes every plan and price on /pricing, per seat, with monthly or annual billing.',
      source: { title: 'Zendesk pricing', url: 'https://www.zendesk.com/pricing/' },
      lastVerified: '2026-11-02',
    },
    {
      topic: 'Integrations',
      theirs:
        'Zendesk offers a marketplace of apps and integrations built by Zendesk and partners.',
      ours: 'Switchboard offers a directory of integrations including CRM, e-commerce, engineering and identity tools, plus an open API.',
      source: { title: 'Zendesk Marketplace', url: 'https://www.zendesk.com/marketplace/' },
      lastVerified: '2026-11-02',
    },
    {
      topic: 'Collaboration on conversations',
      theirs:
        'Zendesk describes side conversations for involving other teams or outside parties in a ticket.',
      ours: 'Switchboard shows who is viewing and typing, supports internal notes with @mentions, and syncs Slack and Teams threads back as notes.',
      source: {
        title: 'Zendesk help: About side conversations',
        url: 'https://support.zendesk.com/hc/en-us/articles/4408836329370',
      },
      lastVerified: '2026-11-02',
    },
  ],
  faq: [
    {
      question: 'Can we move our Zendesk history to Switchboard?',
      answer:
        'Yes. Our onboarding team imports tickets, contacts and help-centre articles from a Zendesk export, and keeps tags and custom fields where they have an equivalent.',
    },
    {
      question: 'How long does a switch usually take?',
      answer:
        'Most teams connect their mailboxes and chat in a day and complete the move in two to four weeks, including training and a period of running both tools side by side.',
    },
  ],
};
