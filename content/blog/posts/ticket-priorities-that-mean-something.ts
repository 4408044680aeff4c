import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'ticket-priorities-that-mean-something',
  title: 'Ticket priorities that mean something',
  excerpt:
    'When every ticket is urgent, none of them is. A practical way to define priorities by impact and reach, and to keep them honest over time.',
  author: 'maya-okafor',
  category: 'help-desk',
  date: '2026-08-26',
  draft: false,
  cover: blogCover(
    'ticket-priorities-that-mean-something',
    'Tickets with SLA timers: “Define priority by impact and reach”, “Let rules set the first value”, “Tie priorities to service levels” and “Review the distribution monthly”',
  ),
  body: `Open almost any help desk that has been running for a year and you will find that a third of the tickets are marked urgent. Priorities drift upwards because raising one feels helpful and lowering one feels rude. The result is a field nobody trusts.

## Define priority by impact and reach

A priority should answer two questions: how badly is the customer blocked, and how many customers are affected? Four levels are plenty:

- **Urgent**: many customers cannot use a core feature, or money or data is at risk.
- **High**: one customer is fully blocked with no workaround.
- **Normal**: something is broken or confusing but a workaround exists.
- **Low**: questions, requests and feedback.

Write the definitions into the ticket form itself, next to the field, so nobody has to remember them.

## Let rules set the first value

Agents should confirm a priority, not invent one. Switchboard workflows can set an initial priority from the inbox, the customer's plan, keywords such as "outage" or "charged twice", and the channel. The agent who picks up the ticket adjusts it if the rule was wrong, and those corrections tell you which rules to improve.

## Tie priorities to service levels

A priority without a target is a label. Give each level a first-response and a resolution target, show the time remaining on every ticket, and sort the queue by it. When the clock is visible, people stop inflating priorities to get attention: the queue already gives attention to the right work.

## Review the distribution monthly

Look at the share of tickets at each level. If urgent is creeping above five per cent outside of incidents, read a sample together as a team and recalibrate. It takes thirty minutes and keeps the field meaningful.`,
};
