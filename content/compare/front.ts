import type { Comparison } from '@/content/schema';

export const comparison: Comparison = {
  slug: 'front',
  competitor: 'Front',
  title: 'Switchboard vs Front',
  officialDomains: ['front.com', 'frontapp.com'],
  summary:
    'Front describes its mission as being the hub for customer communication and customer operations. Switchboard takes a similar inbox-first approach, built for support teams. Each statement about Front below summarises a Front page, linked next to it.',
  goodFitFor:
    'Teams that run customer operations across many functions (account management, logistics, sales) from shared email and want deep email-native workflows.',
  switchboardFitFor:
    'Support-led teams that want a shared inbox together with a built-in knowledge base, live chat and help-desk reporting in every plan.',
  claims: [
    {
      topic: 'Product positioning',
      theirs:
        'Front says its mission is to be the hub for customer communication and customer operations.',
      ours: 'Switchboard is a customer-service platform built around a shared inbox, with help desk, chat, knowledge base, AI and analytics.',
      source: {
        title: 'Front developers: Partnering with Front',
        url: 'https://dev.frontapp.com/docs/partnering-with-front',
      },
      sourceNote:
        'The partner programme page states Front’s mission as being the hub for customer communication and customer operations.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Pricing model',
      theirs:
        'Front bills per teammate licence: teammates invited mid-term are charged pro rata for the rest of the contract, and removed licences are not refunded but stay usable until renewal.',
      ours: 'Switchboard also prices per seat, and publishes every plan on /pricing.',
      source: {
        title: 'Front help: How does Front charge for additional teammates?',
        url: 'https://help.front.com/en/articles/2302',
      },
      sourceNote:
        'New teammates are charged a prorated amount for the remaining contract term, grouped into one bill a month; a removed licence earns no refund or credit but remains available until renewal.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Integrations',
      theirs:
        'Front apps can be private to one company or published to all customers through Front’s App Store, and can add Core API integrations, plugins, new message channels or no-code connectors.',
      ours: 'Switchboard lists its integrations on /integrations with setup steps and plan availability.',
      source: {
        title: 'Front developers: Create, manage, and publish apps',
        url: 'https://dev.frontapp.com/docs/create-and-manage-apps',
      },
      sourceNote:
        'Integrations are deployed as apps in Front, private to one customer or available to all through the App Store; features include app channels, plugins, Core API integrations and the no-code Connectors framework.',
      lastVerified: '2026-11-22',
    },
    {
      topic: 'Knowledge base',
      theirs:
        'Front’s Knowledge Base can publish a website, with Front Chat and a contact form, or stay internal so teammates read it in a sidebar; editing rights are given through teammate groups.',
      ours: 'Switchboard includes a public help centre on every plan, with internal articles and multiple languages from Growth.',
      source: {
        title: 'Front help: Knowledge Base permissions',
        url: 'https://help.front.com/en/articles/252480',
      },
      sourceNote:
        'Knowledge Base Admins and Content Editors are set through teammate groups; admins manage the website’s domain, visibility, Front Chat and contact form; internal knowledge bases are read by teammates in the sidebar plugin.',
      lastVerified: '2026-11-22',
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
