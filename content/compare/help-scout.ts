import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'help-scout',
  competitor: 'Help Scout',
  title: 'Switchboard vs Help Scout',
  officialDomains: ['helpscout.com'],
  summary:
    'Help Scout offers inboxes, Docs sites for help articles and Beacon, a widget that combines live chat, help docs and a customer portal. Switchboard shares the inbox-first approach and adds ticketing with service levels, workflows and analytics. Each statement about Help Scout below summarises a Help Scout page, linked next to it.',
  goodFitFor:
    'Teams that want a shared inbox with a knowledge base and an embeddable help widget, and for whom a plan priced by contacts helped suits their volume.',
  switchboardFitFor:
    'Teams that want the same inbox feel with service-level targets, skills-based routing, AI assistance and reporting that scales to hundreds of agents.',
  claims: [
    {
      topic: 'Product scope',
      theirs:
        'Help Scout’s developer site lists tools for its inboxes, its Docs sites and Beacon, which it describes as live chat, help docs and a customer portal in one.',
      ours: 'Switchboard includes a shared inbox, knowledge base and live chat, plus ticketing with service levels, workflows and analytics.',
      source: {
        title: 'Help Scout developers: Getting started',
        url: 'https://developer.helpscout.com',
      },
      sourceNote:
        'Lists the developer tools: Apps in the Inbox sidebar, Beacon (live chat, help docs and a customer portal in one), the Inbox API, the Docs API and webhooks.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Pricing model',
      theirs:
        'Help Scout’s billing guide describes contact-based plans, each including a number of contacts helped with options to scale up, and keeps a separate guide for accounts still on user-based plans.',
      ours: 'Switchboard prices per seat, so costs do not change with the number of customers who write in.',
      source: {
        title: 'Help Scout docs: Manage your contact-based plan',
        url: 'https://docs.helpscout.com/article/1593-contact-based-billing-and-plans-guide',
      },
      sourceNote:
        'Each plan includes a number of contacts helped, with scalable options; the article points accounts on user-based plans to a separate user-based billing guide.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Integrations',
      theirs:
        'For integrations, Help Scout offers apps shown in the inbox sidebar, an Inbox API, a Docs API and webhooks.',
      ours: 'Switchboard lists its integrations on /integrations with setup steps and plan availability, and offers API access from the Scale plan.',
      source: {
        title: 'Help Scout developers: Getting started',
        url: 'https://developer.helpscout.com',
      },
      sourceNote:
        'Names sidebar Apps, the Inbox API (read and write inbox data), the Docs API (read and write Docs sites) and webhooks for activity notifications.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Knowledge base in the widget',
      theirs:
        'Help Scout’s Beacon can serve Docs articles on their own, a contact form, or live chat with a contact form; chat is offered only while teammates are available, and Basic accounts cannot enable it.',
      ours: 'Switchboard’s knowledge base publishes public and internal articles, suggests them in chat and contact forms, and lets agents flag outdated articles from a reply.',
      source: {
        title: 'Help Scout docs: Manage Beacon contact settings',
        url: 'https://docs.helpscout.com/article/1233-manage-beacon-contact-settings',
      },
      sourceNote:
        'Beacon can run with Docs only, a contact form only, or chat plus contact form; chat shows when users are available; the contact form is the fallback when chat is on; Basic accounts do not see the chat option.',
      lastVerified: '2026-11-22',
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
