import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'freshdesk',
  competitor: 'Freshdesk',
  title: 'Switchboard vs Freshdesk',
  officialDomains: ['freshworks.com', 'freshdesk.com'],
  summary:
    'Freshdesk is the customer-support product of Freshworks, which sells chat and a call centre as separate products and builds AI agents under the Freddy AI name. Switchboard combines a collaborative shared inbox with help-desk structure in one product. Each statement about Freshdesk below summarises a Freshworks page, linked next to it.',
  goodFitFor:
    'Teams already using other Freshworks products, or that want a ticket-first help desk and are happy to add Freshworks’ separate chat, phone and AI products as they grow.',
  switchboardFitFor:
    'Teams whose work starts in shared email addresses and chat, who want ownership, notes and collision alerts to feel like email rather than a ticket form.',
  claims: [
    {
      topic: 'Product scope',
      theirs:
        'Freshworks lists Freshdesk as its customer-support product (tickets, contacts and a knowledge base), with messaging and chat (Freshchat) and a call centre (Freshcaller) as separate products.',
      ours: 'Switchboard provides shared inbox, ticketing, live chat, knowledge base, AI, workflows and analytics in one product.',
      source: {
        title: 'Freshworks developer docs: Freshworks products',
        url: 'https://developers.freshworks.com/docs/getting-started/freshworks-products',
      },
      sourceNote:
        'A table of Freshworks products gives Freshdesk (customer support: tickets, contacts, knowledge base), Freshchat (messaging and chat) and Freshcaller (call centre) as separate rows.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'AI agents',
      theirs:
        'In Freshworks’ AI Agent Studio, admins build AI agents that answer customers on chat and email, grounded in knowledge sources such as articles, files and FAQs; the AI capabilities need their own licences.',
      ours: 'Switchboard AI drafts replies and summaries grounded in your knowledge base and saved replies; an agent always reviews before sending.',
      source: {
        title: 'Freshworks support: Introduction to AI Agent Studio',
        url: 'https://crmsupport.freshworks.com/support/solutions/articles/50000011711-introduction-to-ai-agent-studio',
      },
      sourceNote:
        'AI Agent Studio is the workspace to create, configure and deploy AI agents across chat and email, grounded in files, articles, FAQs and workflows; a prerequisite is holding the licences for AI capabilities.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'How AI is charged',
      theirs:
        'Freddy AI Agent and chatbot conversations are counted in sessions (all of one customer’s interactions within 24 hours) that are bought in packs; the Growth, Pro and Enterprise plans come with 500 one-time complimentary sessions.',
      ours: 'Switchboard charges per seat only: AI drafts are part of the Scale and Enterprise plans, with no per-session or per-conversation charge.',
      source: {
        title: 'Freshworks support: Freddy AI Agent and chatbot sessions FAQs',
        url: 'https://crmsupport.freshworks.com/support/solutions/articles/50000004664-freddy-ai-agent-and-chatbot-sessions-faqs',
      },
      sourceNote:
        'Defines a session as the interactions within a 24-hour window, sold as session packs through the billing page (pack price stated for purchases from 13 November 2025), shared by AI agents and chatbots; 500 one-time complimentary sessions on Growth, Pro and Enterprise, none on Free.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Integrations',
      theirs:
        'Freshdesk admins install apps from the Freshworks Marketplace inside Freshdesk; some apps are free and some are paid.',
      ours: 'Switchboard lists its integrations on /integrations, with setup steps and the plans that include each one.',
      source: {
        title: 'Freshdesk support: How to add apps to my Freshdesk account',
        url: 'https://support.freshdesk.com/support/solutions/articles/228112-how-to-add-apps-to-my-freshdesk-account-',
      },
      sourceNote:
        'Apps are added from Admin > Support Operations > Apps > Marketplace; depending on the app they are free or charged.',
      lastVerified: '2026-11-22',
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
