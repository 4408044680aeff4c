import type { CustomerStory } from '@/content/schema';
import { storyLogo } from './logo';

export const story: CustomerStory = {
  slug: 'harbourline-freight',
  company: 'Harbourline Freight',
  title: 'Harbourline Freight answers shipment questions 41% faster across three time zones',
  summary:
    'A freight forwarder replaced four shared mailboxes and a spreadsheet of open claims with one workspace, and now hands conversations across time zones without losing a thread.',
  industry: 'Logistics',
  teamSize: '251',
  agents: 64,
  region: 'North America',
  headquarters: 'Halifax, Canada',
  productsUsed: ['Shared inbox', 'Ticketing', 'Workflows', 'Analytics'],
  metrics: [
    {
      value: '41%',
      label: 'faster first response',
      basis: 'Median business hours, first quarter after launch compared with the quarter before',
    },
    {
      value: '3.1 h',
      label: 'median time to resolution',
      basis: 'Down from 7.4 h, all shipment-status conversations, six months after launch',
    },
    {
      value: '92%',
      label: 'customer satisfaction',
      basis: 'Post-resolution survey, 2,800 responses over six months',
    },
  ],
  quote: {
    text: 'Our Vancouver team now picks up exactly where Halifax left off. Nobody asks the customer to start again, and nobody wonders who owns a claim.',
    author: 'Renée Tremblay',
    role: 'Director of Customer Operations',
  },
  logo: storyLogo('harbourline-freight', 'Harbourline Freight'),
  date: '2026-09-08',
  draft: false,
  body: `## The challenge

Harbourline moves ocean and air freight for 1,900 importers. Customer questions arrived at four addresses (bookings, tracking, claims and billing), each a shared mailbox with its own habits. Claims were tracked in a spreadsheet, and a hand-off between the Halifax and Vancouver offices meant forwarding an email and hoping.

## What they did

The team moved all four addresses into Switchboard in a week, with one inbox per address and a single set of tags. Workflow rules read the container or air waybill number from each message, tag the conversation and route claims to a specialist queue with a two-business-day target. At the end of each shift, agents leave a one-line hand-off note, which the next office sees at the top of the conversation.

## The results

First responses became 41% faster within a quarter, mostly because nothing sat unassigned overnight. The claims spreadsheet was retired: claim status now lives on the conversation, and the weekly claims review runs from a saved report.`,
};
