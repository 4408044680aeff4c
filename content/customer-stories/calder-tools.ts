import type { CustomerStory } from '@/content/schema';
import { storyLogo } from './logo';

export const story: CustomerStory = {
  slug: 'calder-tools',
  company: 'Calder Tools',
  title: 'Calder Tools gives dealers one place to ask about orders, parts and warranty',
  summary:
    'A power-tool manufacturer replaced phone-tag with its dealer network by a shared inbox and help centre, and now spots product issues from warranty trends weeks earlier.',
  industry: 'Manufacturing',
  teamSize: '251',
  agents: 32,
  region: 'Europe',
  headquarters: 'Stuttgart, Germany',
  productsUsed: ['Shared inbox', 'Knowledge base', 'Analytics', 'Integrations & API'],
  metrics: [
    {
      value: '45%',
      label: 'fewer calls from dealers',
      basis: 'Inbound dealer calls per month, six months before and after the help centre launch',
    },
    {
      value: '3 weeks',
      label: 'earlier detection of product issues',
      basis: 'Median time from first warranty report to engineering review, year on year',
    },
    { value: '89%', label: 'dealer satisfaction', basis: 'Quarterly dealer survey, 410 responses' },
  ],
  quote: {
    text: 'A spike in warranty conversations tagged with one model used to show up in the quarterly report. Now it shows up on Tuesday’s dashboard.',
    author: 'Felix Wagner',
    role: 'Head of Dealer Service',
  },
  logo: storyLogo('calder-tools', 'Calder Tools'),
  date: '2026-10-14',
  draft: false,
  body: `## The challenge

Calder sells through 1,300 dealers in 18 countries. Dealers phoned regional offices about orders, spare parts and warranty claims, and answers depended on who picked up. Product teams learned about recurring faults months later.

## What they did

Calder opened a dealer help centre with parts diagrams and warranty rules, and moved dealer email into regional Switchboard inboxes. Every warranty conversation is tagged with the product model through a required field, and a dashboard shows warranty volume by model and week. The ERP integration shows each dealer's open orders beside their messages.

## The results

Dealer calls fell by 45% once answers were a search away, and the product team now reviews warranty trends weekly, three weeks sooner than before.`,
};
