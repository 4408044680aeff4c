import type { CustomerStory } from '@/content/schema';
import { storyLogo } from './logo';

export const story: CustomerStory = {
  slug: 'wayfarer-stays',
  company: 'Wayfarer Stays',
  title: 'Wayfarer Stays answers guests in Spanish, Portuguese and English from one inbox',
  summary:
    'A boutique hotel group moved guest messages from WhatsApp phones and property mailboxes into one workspace, routing each language to the right team around the clock.',
  industry: 'Travel & Hospitality',
  teamSize: '151',
  agents: 26,
  region: 'Latin America',
  headquarters: 'Cartagena, Colombia',
  productsUsed: ['Omnichannel inbox', 'Live chat', 'AI', 'Workflows'],
  metrics: [
    {
      value: '12 min',
      label: 'median first response on WhatsApp',
      basis: 'Down from 2.5 h, all properties, first three months',
    },
    {
      value: '31%',
      label: 'more direct bookings from conversations',
      basis: 'Bookings attributed to chat and WhatsApp conversations, year on year',
    },
    {
      value: '4.7/5',
      label: 'guest rating for communication',
      basis: 'Post-stay survey, communication question, six months',
    },
  ],
  quote: {
    text: 'Each property had its own WhatsApp phone on the front desk. Now the night team in Cartagena can answer a guest in Lisbon with the booking right in front of them.',
    author: 'Camila Restrepo',
    role: 'Head of Guest Experience',
  },
  logo: storyLogo('wayfarer-stays', 'Wayfarer Stays'),
  date: '2026-08-18',
  draft: false,
  body: `## The challenge

Wayfarer runs eleven boutique hotels in Colombia, Brazil and Portugal. Guests wrote by WhatsApp, email and the website chat, in three languages, and each property answered on its own phone and mailbox. Questions at night waited until morning.

## What they did

All channels of all properties now arrive in Switchboard. Workflows detect the language and property, route conversations to a central team by language, and keep urgent arrival-day questions at the top. AI drafts help agents reply in the guest's language using the property's own knowledge-base articles.

## The results

The median first response on WhatsApp fell from two and a half hours to twelve minutes. Faster answers to pre-booking questions turned into 31% more direct bookings from conversations.`,
};
