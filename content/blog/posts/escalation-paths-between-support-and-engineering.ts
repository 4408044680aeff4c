import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'escalation-paths-between-support-and-engineering',
  title: 'Escalation paths between support and engineering',
  excerpt:
    'Bugs reported by customers deserve a clear route to the people who can fix them, and a clear route back. A lightweight process both teams can live with.',
  author: 'daniel-brandt',
  category: 'help-desk',
  date: '2026-03-17',
  draft: false,
  cover: blogCover(
    'escalation-paths-between-support-and-engineering',
    'Tickets with SLA timers: “Define what gets escalated”, “Write a report engineers can act on”, “Link, don’t copy” and “Agree on response times for escalations”',
  ),
  body: `Support hears about bugs first; engineering fixes them. Between the two sits a gap where reports go stale, customers are forgotten and both teams grow frustrated. A small, explicit process closes it.

## Define what gets escalated

Escalate when there is a reproducible defect, data that looks wrong, or an outage signal, such as three customers reporting the same error within an hour. Feature requests and how-to questions follow a different path.

## Write a report engineers can act on

Use one template: what the customer tried, what happened, what they expected, account and environment details, and steps to reproduce. Switchboard can create the issue in your tracker straight from the conversation, copying the template and linking back, so nothing is retyped.

## Link, don't copy

Attach every affected conversation to the same issue. Engineers see how many customers are affected; support sees the issue status on each conversation without asking in a chat channel.

## Agree on response times for escalations

Engineering should acknowledge urgent escalations within an hour during business hours and triage everything else within two working days. Put the agreement in writing and review it quarterly.

## Close the loop with customers

When the fix ships, every linked conversation is flagged for follow-up. A short note ("the bug you reported on the 4th is fixed; thank you for the detailed report") turns a frustrating experience into a loyal customer.

## Hold a monthly review

Look at the escalations of the month together: which were duplicates, which lacked information, which took longest. Fifteen minutes a month keeps the relationship between the teams constructive.`,
};
