import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

/** A draft: only visible in preview mode until an editor sets draft to false. */
export const post: BlogPost = {
  slug: 'routing-by-intent-lessons',
  title: 'Routing by intent: what we learned from the first six months',
  excerpt:
    'We let AI classify incoming conversations by intent and route them to the right team. What worked, what surprised us and what we changed.',
  author: 'daniel-brandt',
  category: 'ai-automation',
  date: '2026-11-18',
  draft: true,
  cover: blogCover(
    'routing-by-intent-lessons',
    'A workflow rule whose steps read “Intents need to be few and distinct”, “Confidence thresholds matter more than the model”, “Agents are the best labellers” and “What we changed in the product”',
  ),
  body: `Six months ago we began testing intent-based routing with a group of customers: instead of routing on the address or keywords, an AI model reads the first message and predicts what the customer wants, such as a refund, a bug report or a question about an invoice. Here is what we learned.

## Intents need to be few and distinct

The first version had 42 intents. Agents could not agree which applied to a given message, so neither could the model. We merged them into 11 intents that map to teams and workflows, and accuracy on a hand-labelled sample rose markedly.

## Confidence thresholds matter more than the model

Routing only when the model is confident, and sending the rest to a general triage queue, avoided most misroutes. Customers barely notice a conversation arriving at triage; they do notice being bounced between teams.

## Agents are the best labellers

Every time an agent moved a conversation to another team, we recorded it as a correction. Those corrections became the most valuable training and evaluation data we had.

## What we changed in the product

Intent routing is now a condition inside ordinary workflows rather than a separate feature, so teams can combine it with the rules they already trust. The triage queue shows why each conversation was not routed automatically.

## What is next

We are adding per-inbox evaluation reports so each team can see how often routing was right for its own traffic before switching it on. Until then, the feature stays in early access.`,
};
