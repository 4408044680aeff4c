import type { CustomerStory } from '@/content/schema';
import { storyLogo } from './logo';

export const story: CustomerStory = {
  slug: 'meridian-credit-union',
  company: 'Meridian Credit Union',
  title: 'Meridian Credit Union meets its service levels with a full audit trail',
  summary:
    'A member-owned credit union moved member email and secure messages into a help desk with service levels, role-based access and audit logs that its compliance team signs off.',
  industry: 'Financial Services',
  teamSize: '1001',
  agents: 120,
  region: 'North America',
  headquarters: 'Columbus, Ohio, United States',
  productsUsed: ['Ticketing', 'Workflows', 'Analytics', 'Knowledge base'],
  metrics: [
    {
      value: '96%',
      label: 'of conversations within service level',
      basis: 'First response within 8 business hours, last two quarters',
    },
    {
      value: '22%',
      label: 'lower cost per conversation',
      basis: 'Support cost divided by conversations, year on year',
    },
    {
      value: '1 day',
      label: 'to produce an audit export',
      basis: 'Down from two weeks of manual collection',
    },
  ],
  quote: {
    text: 'Compliance asked for every message, note and assignment change on a member complaint. We exported it in an afternoon.',
    author: 'Marcus Bell',
    role: 'VP, Member Services',
  },
  logo: storyLogo('meridian-credit-union', 'Meridian Credit Union'),
  date: '2026-06-02',
  draft: false,
  body: `## The challenge

Meridian serves 310,000 members across 42 branches. Member email was handled in a legacy ticketing tool with no service-level reporting, and complaint files had to be assembled by hand for regulators.

## What they did

Meridian rolled out Switchboard to 120 agents in two waves. Single sign-on and SCIM provisioning connect it to the credit union's identity provider, permissions restrict complaint queues to a trained team, and every action is recorded in the audit log. Service-level targets run on branch business hours, with warnings at 75% of the target.

## The results

96% of conversations now receive a first response within eight business hours. Cost per conversation fell by 22%, and compliance exports that once took two weeks take a day.`,
};
