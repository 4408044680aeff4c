import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'five-automation-rules-to-start-with',
  title: 'Five automation rules every support team should start with',
  excerpt:
    'Before you reach for AI, a handful of plain workflow rules removes hours of busywork each week. These five pay for themselves on day one.',
  author: 'daniel-brandt',
  category: 'ai-automation',
  date: '2026-08-05',
  draft: false,
  cover: blogCover(
    'five-automation-rules-to-start-with',
    'A workflow rule whose steps read “1. Route by address and keyword”, “2. Assign round-robin among people who are online”, “3. Tag VIPs and key accounts” and “4. Follow up on waiting conversations”',
  ),
  body: `Automation has a reputation for being complicated. The rules that help most are simple, easy to explain and easy to undo. Here are the five we set up first with almost every new team.

## 1. Route by address and keyword

Conversations sent to billing@ go to the billing inbox; messages mentioning "invoice" or "refund" get the billing tag wherever they arrive. Routing at the door saves every agent from sorting by hand.

## 2. Assign round-robin among people who are online

Distribute new conversations evenly among agents who are available, skipping anyone marked away. Fair distribution ends the habit of cherry-picking easy tickets and makes workload visible.

## 3. Tag VIPs and key accounts

Match the sender's domain or CRM fields to flag conversations from your largest customers, and raise their priority. It takes one rule and prevents the most expensive kind of slow reply.

## 4. Follow up on waiting conversations

When you are waiting on the customer, snooze the conversation and, if nothing arrives in three business days, send a friendly nudge and close it after another four. The queue stays clean without anyone chasing manually.

## 5. Ask for feedback after closing

Send a one-question satisfaction survey a few hours after a conversation is closed, not immediately, so the customer has time to confirm the fix worked.

## Keep rules observable

Name each rule after what it does, log every time it fires, and review the log after the first week. In Switchboard's workflow builder each rule shows how many conversations it touched, so a rule that fires far more than expected is easy to spot and pause.

Once these five are in place and trusted, you have the foundation for smarter routing and AI assistance, and a team that believes automation is on its side.`,
};
