import type { CustomerStory } from '@/content/schema';
import { storyLogo } from './logo';

/**
 * A draft: awaiting the customer's sign-off on figures and quote. Drafts render only in preview
 * mode and stay out of the list, the filters, the sitemap and search (tests/e2e/content.spec.ts).
 */
export const story: CustomerStory = {
  slug: 'fernhill-learning-trust',
  company: 'Fernhill Learning Trust',
  title: 'Fernhill Learning Trust answers parents from 14 schools in one shared inbox',
  summary:
    'A group of primary and secondary schools moved parents’ email from 14 office mailboxes into shared inboxes, and now answers admissions and attendance questions within the school day.',
  industry: 'Education',
  teamSize: '1001',
  agents: 24,
  region: 'Europe',
  headquarters: 'Leeds, United Kingdom',
  productsUsed: ['Shared inbox', 'Knowledge base', 'Workflows', 'Analytics'],
  metrics: [
    {
      value: '5.5 h',
      label: 'median first response to parents',
      basis: 'School-day hours, autumn term 2026, down from 19 h in the spring term',
    },
    {
      value: '31%',
      label: 'fewer admissions emails',
      basis: 'Admissions enquiries in September, year on year, after the parents’ help centre',
    },
    {
      value: '0',
      label: 'messages lost when staff were absent',
      basis: 'Unanswered messages older than two school days, checked weekly by the trust office',
    },
  ],
  quote: {
    text: 'When a school office was short-staffed, parents used to wait until someone came back. Now the next school along can pick the message up, and everyone can see that it has been answered.',
    author: 'Priya Raman',
    role: 'Director of Operations',
  },
  logo: storyLogo('fernhill-learning-trust', 'Fernhill Learning Trust'),
  date: '2026-11-20',
  draft: true,
  body: `## The challenge

Fernhill runs 14 primary and secondary schools. Each school office had its own mailbox, so a parent's question about admissions, absence or trips waited for one person, and the trust had no view of how long parents waited or what they asked most.

## What they did

The trust moved every school office address into Switchboard, with one shared inbox per school and a trust-wide inbox for admissions. Workflows tag messages by topic and year group, and route admissions questions to the central team. Offices cover for each other during absences, and collision alerts stop two people answering the same parent. A help centre for parents answers term dates, uniform and admissions questions in plain language.

## The results

Parents now hear back within the school day, admissions email fell by almost a third after the help centre launched, and the trust reviews the most common questions every half term to improve its letters home.`,
};
