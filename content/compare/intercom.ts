import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'intercom',
  competitor: 'Intercom',
  title: 'Switchboard vs Intercom',
  officialDomains: ['intercom.com'],
  summary:
    'Intercom’s help desk takes conversations from its Messenger, email, SMS and social channels, and its Fin AI Agent answers customers directly, charged per outcome. Switchboard focuses on teams that handle a large share of email alongside chat, with AI that assists agents. Each statement about Intercom below summarises an Intercom page, linked next to it.',
  goodFitFor:
    'Companies whose support happens mostly through a chat messenger on their website or in their product, and who want an AI agent to answer customers directly.',
  switchboardFitFor:
    'Teams with a high share of email, many shared addresses and cross-team hand-offs, who want AI to assist agents rather than replace the first reply.',
  claims: [
    {
      topic: 'AI approach',
      theirs:
        'Intercom’s Fin AI Agent answers customers directly; a conversation counts as resolved when, after Fin’s last answer, the customer confirms it helped or asks for no further help.',
      ours: 'Switchboard AI drafts replies and summaries for agents to review; customers always receive an answer sent by a person.',
      source: {
        title: 'Intercom help: Fin AI Agent outcomes',
        url: 'https://www.intercom.com/help/en/articles/8205718-fin-resolutions-and-custom-answers',
      },
      sourceNote:
        'Defines a resolution as the customer confirming the answer or leaving without requesting further help after Fin’s last answer; a reply to a greeting alone does not count.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Pricing model',
      theirs:
        'Intercom includes Fin on every plan and charges for it per outcome, at most once per conversation; there is no Fin charge when it is not used.',
      ours: 'Switchboard includes AI drafts in the Scale and Enterprise plans with no per-resolution charge.',
      source: {
        title: 'Intercom help: Fin AI Agent outcomes',
        url: 'https://www.intercom.com/help/en/articles/8205718-fin-resolutions-and-custom-answers',
      },
      sourceNote:
        'All plans include access to Fin; outcomes (resolutions, procedure hand-offs, qualifications) are priced per outcome for chat and email with the Intercom Helpdesk, one per conversation; usage limits can be set.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Help desk channels',
      theirs:
        'Intercom’s Help Desk marks each conversation with its channel (web Messenger, mobile app, email, SMS, WhatsApp, Facebook or Instagram), and teammate presence shows who else is looking at it.',
      ours: 'Switchboard handles email, chat, SMS, WhatsApp, Facebook Messenger and Instagram messages in shared inboxes with ticketing and service levels, and shows who is viewing and typing.',
      source: {
        title: 'Intercom help: Conversations FAQs',
        url: 'https://www.intercom.com/help/en/articles/8838326-conversations-faqs',
      },
      sourceNote:
        'Explains the channel icon on each Help Desk message (Messenger, iOS or Android app, email, SMS, WhatsApp, Facebook, Instagram) and the teammate presence setting.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Integrations',
      theirs:
        'Developers build private apps for their own Intercom workspaces, or public apps that customers install from the Intercom App Store.',
      ours: 'Switchboard lists its integrations on /integrations, with setup steps and the plans that include each one.',
      source: {
        title: 'Intercom developers: Install your app',
        url: 'https://developers.intercom.com/docs/build-an-integration/learn-more/authentication/installing-uninstalling-apps',
      },
      sourceNote:
        'Private apps are installed on the developer’s own workspaces; listed public apps can be installed from the Intercom App Store or from the developer’s site, through OAuth.',
      lastVerified: '2026-11-22',
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
