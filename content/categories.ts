import type { Category } from '@/content/schema';

/** Blog categories, in the order the blog navigation shows them. */
export const categories: Category[] = [
  {
    slug: 'shared-inbox',
    name: 'Shared inbox',
    description:
      'Running support@, sales@ and billing@ as a team: ownership, collisions, hand-offs and the habits that keep an inbox at zero.',
  },
  {
    slug: 'help-desk',
    name: 'Help desk & ticketing',
    description:
      'Ticket design, priorities, SLAs and escalation paths that keep promises to customers without burning out the team.',
  },
  {
    slug: 'live-chat',
    name: 'Live chat',
    description:
      'Staffing, routing and writing for real-time conversations on your website and in your product.',
  },
  {
    slug: 'knowledge-base',
    name: 'Knowledge base',
    description:
      'Writing help articles people find and finish, and measuring whether self-service really deflects tickets.',
  },
  {
    slug: 'ai-automation',
    name: 'AI & automation',
    description:
      'Rules, workflows and AI assistance that remove busywork while keeping a person accountable for every answer.',
  },
  {
    slug: 'analytics',
    name: 'Analytics',
    description:
      'The support metrics worth tracking, how to read them honestly and how to turn them into decisions.',
  },
];
