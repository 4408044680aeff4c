import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'help-scout',
  competitor: 'Help Scout',
  title: 'Switchboard vs Help Scout',
  summary:
    'Help Scout is a help desk known for its email-like shared inbox, its Docs knowledge base and its Beacon widget. Switchboard shares the inbox-first approach and adds deeper ticketing, workflow and analytics features for growing teams. Here is how they compare.',
  goodFitFor:
    'Small and mid-sized teams that value simplicity and want a friendly shared inbox with a knowledge base and an embeddable widget.',
  switchboardFitFor:
    'Teams that want the same inbox feel with service-level targets, skills-based routing, AI assistance and reporting that scales to hundreds of agents.',
  claims: [
    {
      topic: 'Product scope',
      theirs:
        'Help Scout presents a shared inbox, a knowledge base (Docs) and a messaging widget (Beacon) as its core products.',
      ours: 'Switchboard includes a shared inbox, knowledge base and live chat, plus ticketing with service levels, workflows and analytics.',
      source: { title: 'Help Scout home page', url: 'https://www.helpscout.com/' },
      lastVerified: '2026-11-04',
    },
    {
      topic: 'Pricing model',
      theirs:
        'Help Scout describes plans on its pricing page that are priced by contacts helped per month rather than by user.',
      ours: 'Switchboard prices per seat, so costs do not change with the number of customers who write in.',
      source: { title: 'Help Scout pricing', url: 'https://www.helpscout.com/pricing/' },
      lastVerified: '2026-11-04',
    },
    {
      topic: 'Integrations',
      theirs: 'Help Scout lists integrations with other tools in its apps directory.',
      ours: 'Switchboard lists its integrations on /integrations and provides an open API and webhooks.',
      source: { title: 'Help Scout apps', url: 'https://www.helpscout.com/apps/' },
      lastVerified: '2026-11-04',
    },
    {
      topic: 'Knowledge base',
      theirs:
        'Help Scout offers Docs for publishing help articles, which can also be surfaced in the Beacon widget.',
      ours: 'Switchboard’s knowledge base publishes public and internal articles, suggests them in chat and contact forms, and lets agents flag outdated articles from a reply.',
      source: { title: 'Help Scout Docs', url: 'https://www.helpscout.com/knowledge-base/' },
      lastVerified: '2026-11-04',
    },
  ],
  faq: [
    {
      question: 'Is Switchboard harder to set up than Help Scout?',
      answer:
        'No. Connecting a mailbox and the chat widget takes minutes. Features such as service levels and routing rules are optional and can be added later.',
    },
    {
      question: 'Can we bring our Docs articles?',
      answer:
        'Yes. We import Docs collections and articles, keep their structure, and redirect old article URLs so links in past replies keep working.',
    },
  ],
};
