import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'zendesk',
  competitor: 'Zendesk',
  title: 'Switchboard vs Zendesk',
  officialDomains: ['zendesk.com'],
  summary:
    'Zendesk sells customer-service software covering ticketing, a help center, live chat and messaging, voice and a sales CRM. Switchboard starts from the shared inbox and adds help desk, chat, knowledge base, AI and analytics around it. Each statement about Zendesk below summarises a Zendesk page, linked next to it.',
  goodFitFor:
    'Organisations that want ticketing, a help center, messaging, voice and a sales CRM from one vendor, and that are ready to choose between its plans and add-ons.',
  switchboardFitFor:
    'Teams that work mostly in email and chat, want the collaboration of a shared inbox with help-desk structure, and prefer to be set up in days with little administration.',
  claims: [
    {
      topic: 'Product scope',
      theirs:
        'Zendesk’s developer reference groups its products by capability: ticketing, a help center (knowledge base and community), live chat and messaging, voice, and a sales CRM.',
      ours: 'Switchboard covers shared inbox, ticketing, live chat, knowledge base, AI assistance, workflows and analytics in one workspace.',
      source: {
        title: 'Zendesk API reference',
        url: 'https://developer.zendesk.com/api-reference/',
      },
      sourceNote:
        'The introduction lists APIs for ticketing, help center, live chat, voice and sales CRM, plus capabilities that span them such as omnichannel routing and custom data.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'AI agents',
      theirs:
        'Zendesk says that since May 2026 it offers a single AI agent experience, with its advanced capabilities on all Zendesk Suite and Support plans; AI agents answer customers over email and messaging and can draw on help-center content.',
      ours: 'Switchboard AI drafts replies and summaries for agents to review, grounded in your knowledge base and saved replies; it does not answer customers on its own.',
      source: {
        title: 'Zendesk help: How do I set up my AI agent to use help center content?',
        url: 'https://support.zendesk.com/hc/en-us/articles/9745476314010-How-do-I-set-up-my-AI-agent-to-use-help-center-content',
      },
      sourceNote:
        'From May 2026, one unified AI agent experience, with advanced agentic capabilities across all Suite and Support plans; guided set-up for email and messaging; answers from help-center content within the viewer’s permissions.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Plans and billing',
      theirs:
        'Zendesk sells its products by agent seat: in Admin Center, account owners add or remove seats per product, change plan type or billing cycle, and buy further products such as the help center or live chat and messaging.',
      ours: 'Switchboard publishes every plan and per-seat price on /pricing, billed monthly or annually; live chat and the knowledge base are part of every plan rather than separate products.',
      source: {
        title: 'Zendesk help: Buying Zendesk products and add-ons',
        url: 'https://support.zendesk.com/hc/en-us/articles/4408839355034-Buying-Zendesk-products-and-add-ons-',
      },
      sourceNote:
        'Describes managing the subscription in Admin Center: adding or decreasing agent seats in each product, changing plan types and billing cycle, and buying products such as Help Center with Guide or Live chat and messaging.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Collaboration on conversations',
      theirs:
        'Zendesk’s side conversations let agents email someone outside a ticket, or start a Slack or Microsoft Teams thread, and keep those messages in the ticket; they need the Collaboration add-on.',
      ours: 'Switchboard shows who is viewing and typing, supports internal notes with @mentions, and syncs Slack and Teams threads back as notes.',
      source: {
        title: 'Zendesk API reference: Side Conversations',
        url: 'https://developer.zendesk.com/api-reference/ticketing/side_conversation/side_conversation/',
      },
      sourceNote:
        'Side conversations send email to people outside the main conversation and keep it in the ticket; Slack and Microsoft Teams side conversations are also possible; the Collaboration add-on (Professional and Enterprise) is required.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Apps and integrations',
      theirs:
        'Developers submit apps, free or paid, to the Zendesk Marketplace; Zendesk quotes one to three weeks for a new submission.',
      ours: 'Switchboard lists its integrations on /integrations, including CRM, e-commerce, engineering and identity tools, with setup steps and the plans that include each one.',
      source: {
        title: 'Zendesk developers: Submit your app',
        url: 'https://developer.zendesk.com/documentation/apps/publish-your-app-or-theme/submit_your_app/',
      },
      sourceNote:
        'Apps can be submitted to the Zendesk Marketplace as paid or free apps, or as preview apps for selected customers; new submissions take one to three weeks to review.',
      lastVerified: '2026-11-22',
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
