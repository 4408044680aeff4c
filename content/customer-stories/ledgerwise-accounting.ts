import type { CustomerStory } from '@/content/schema';
import { storyLogo } from './logo';

export const story: CustomerStory = {
  slug: 'ledgerwise-accounting',
  company: 'Ledgerwise Accounting',
  title: 'Ledgerwise gives every client one thread, however many partners they speak to',
  summary:
    'A growing accounting practice moved client email out of personal inboxes into shared client inboxes, so deadlines are visible and no request depends on one person’s holiday.',
  industry: 'Professional Services',
  teamSize: '11',
  agents: 14,
  region: 'Asia-Pacific',
  headquarters: 'Melbourne, Australia',
  productsUsed: ['Shared inbox', 'Collaboration', 'Workflows'],
  metrics: [
    {
      value: '100%',
      label: 'of client email in shared inboxes',
      basis: 'Client-facing addresses connected, three months after launch',
    },
    {
      value: '6 h',
      label: 'saved per accountant each month',
      basis: 'Self-reported time spent searching and forwarding email, before and after',
    },
    {
      value: '0',
      label: 'missed lodgement deadlines',
      basis: 'Tax season after launch, compared with three the season before',
    },
  ],
  quote: {
    text: 'When a client emails during my leave, my colleague sees the whole history and the note I left. Clients no longer hear “she’s away, can you resend that?”.',
    author: 'Mei Lin Chua',
    role: 'Managing Partner',
  },
  logo: storyLogo('ledgerwise-accounting', 'Ledgerwise Accounting'),
  date: '2026-03-30',
  draft: false,
  body: `## The challenge

Ledgerwise's fourteen accountants each kept client email in their own mailbox. Requests for documents, lodgement reminders and questions about invoices were invisible to the rest of the firm, and a holiday meant forwarded chains and apologies.

## What they did

The firm created one shared inbox per service line and moved client addresses into them. Each client conversation is assigned to the responsible accountant, with colleagues commenting through internal notes. Workflows snooze document requests and nudge the client automatically after three business days, and a tag for each lodgement deadline feeds a weekly report.

## The results

Every client-facing address now lives in a shared inbox. The firm missed no lodgement deadlines in its first tax season on Switchboard, and partners estimate six hours a month saved per accountant.`,
};
