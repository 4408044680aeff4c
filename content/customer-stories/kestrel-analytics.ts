import type { CustomerStory } from '@/content/schema';
import { storyLogo } from './logo';

export const story: CustomerStory = {
  slug: 'kestrel-analytics',
  company: 'Kestrel Analytics',
  title: 'Kestrel Analytics cut escalations to engineering by a third',
  summary:
    'A data-platform company linked its help desk to its issue tracker and knowledge base, so support resolves more on its own and engineers see every affected customer.',
  industry: 'Technology',
  teamSize: '101',
  agents: 18,
  region: 'Europe',
  headquarters: 'Amsterdam, Netherlands',
  productsUsed: ['Ticketing', 'Knowledge base', 'Integrations & API', 'AI'],
  metrics: [
    {
      value: '34%',
      label: 'fewer escalations to engineering',
      basis: 'Escalations per 1,000 conversations, six months before and after launch',
    },
    {
      value: '27%',
      label: 'of questions answered by the help centre',
      basis: 'Contact-form sessions ending with an article and no submission, last quarter',
    },
    {
      value: '2.4',
      label: 'replies per resolved conversation',
      basis: 'Down from 3.6, median over six months',
    },
  ],
  quote: {
    text: 'Engineers used to get a Slack message saying “a customer says it’s broken”. Now they get a Jira issue with steps, account details and a count of everyone affected.',
    author: 'Joris van Dijk',
    role: 'Head of Support',
  },
  logo: storyLogo('kestrel-analytics', 'Kestrel Analytics'),
  date: '2026-07-21',
  draft: false,
  body: `## The challenge

Kestrel's customers are data engineers who write in with detailed, technical questions. Support escalated almost anything that looked like a bug, often through Slack, and the same defect might be reported five times by five agents.

## What they did

Kestrel connected Switchboard to Jira and adopted a single escalation template: what the customer tried, what happened, the workspace ID and steps to reproduce. Agents link every affected conversation to the same issue, and when it is resolved the conversations are flagged for follow-up. In parallel the team rewrote its 40 most-linked help articles and turned on AI reply drafts grounded in them.

## The results

Escalations per thousand conversations fell by 34%, because duplicates disappeared and agents solved more with the rewritten articles. Engineers prioritise by the number of linked customers, and customers hear back the day a fix ships.`,
};
