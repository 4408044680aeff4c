import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'migrating-support-out-of-a-shared-gmail-inbox',
  title: 'Moving support@ out of a shared mailbox: a migration checklist',
  excerpt:
    'A step-by-step plan for moving a busy support address into a shared inbox without losing history, breaking forwarding or confusing customers.',
  author: 'maya-okafor',
  category: 'shared-inbox',
  date: '2026-09-16',
  draft: false,
  cover: blogCover(
    'migrating-support-out-of-a-shared-gmail-inbox',
    'A shared inbox listing conversations titled “Before the move”, “The cut-over”, “The first week” and “Signs it worked”',
  ),
  body: `A shared mailbox is where most support teams begin, and it works until about the third person joins. Then the questions start: who replied to this, did anyone follow up, why is this thread starred? Moving the address into a proper shared inbox is a half-day project if you plan it. This is the checklist we use with new customers.

## Before the move

1. **List every address that reaches the team**: support@, help@, billing@, the old address printed on invoices, and any alias that forwards to them.
2. **Export or note open conversations**. Decide whether to import the last 90 days of history or start fresh and keep the old mailbox read-only for reference.
3. **Write down your current labels** and decide which become tags, which become separate inboxes and which can simply go.
4. **Agree on an owner for the cut-over** who can change DNS and forwarding settings.

## The cut-over

Connect the mailbox to Switchboard with OAuth or forward it to your Switchboard address. Send a test message from an outside address and confirm three things: it arrives, the reply comes from the original support address, and the reply lands in the customer's thread rather than starting a new one.

Set up SPF and DKIM for the sending domain before you answer real customers. Replies that fail authentication end up in spam folders, and nobody will tell you.

## The first week

Run a short daily check: anything older than a day without an assignee? Any replies bouncing? Any customer answering into the old mailbox? Most problems surface in the first three days and are fixed with a forwarding rule.

## Signs it worked

After a month you should be able to answer questions that were impossible before: how many conversations arrive each day, how long the first reply takes, and who is carrying the most. If you can, the migration paid for itself.`,
};
