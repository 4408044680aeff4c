import type { CustomerStory } from '@/content/schema';
import { storyLogo } from './logo';

export const story: CustomerStory = {
  slug: 'bramble-and-oak',
  company: 'Bramble & Oak',
  title: 'Bramble & Oak handles peak season without adding temporary staff',
  summary:
    'An online furniture retailer brought email, chat and Instagram messages into one inbox with Shopify order data, and got through its busiest November yet with the same team.',
  industry: 'Retail',
  teamSize: '51',
  agents: 9,
  region: 'Europe',
  headquarters: 'Bristol, United Kingdom',
  productsUsed: ['Shared inbox', 'Live chat', 'Workflows', 'Integrations & API'],
  metrics: [
    {
      value: '58%',
      label: 'more conversations per agent at peak',
      basis: 'Conversations closed per agent per day, November compared with the previous November',
    },
    {
      value: '4 min',
      label: 'median chat wait at peak',
      basis: 'Time to first human reply on chat, Black Friday week',
    },
    {
      value: '0',
      label: 'temporary hires for peak season',
      basis: 'Down from four in the previous year',
    },
  ],
  quote: {
    text: 'Half our questions are “where is my sofa?”. With the order and the tracking link right there, that is a thirty-second answer instead of five minutes in three tabs.',
    author: 'Hannah Okoro',
    role: 'Customer Care Lead',
  },
  logo: storyLogo('bramble-and-oak', 'Bramble & Oak'),
  date: '2026-05-12',
  draft: false,
  body: `## The challenge

Bramble & Oak sells handmade furniture with delivery times of four to eight weeks, so customers write often, and most of all in November. The team answered email in one tool, chat in another and Instagram on a shared phone, and checked every order in the Shopify admin by hand.

## What they did

All three channels now arrive in one Switchboard inbox. The Shopify integration shows each customer's orders and delivery dates beside the conversation, and a workflow detects order numbers and tags delivery questions. For peak weeks the chat widget shows the expected wait and suggests the delivery-times article before a chat starts.

## The results

The same nine agents closed 58% more conversations per day at peak than a year earlier, and the company hired no temporary staff for the season.`,
};
