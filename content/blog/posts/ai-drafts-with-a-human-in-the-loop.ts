import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'ai-drafts-with-a-human-in-the-loop',
  title: 'AI reply drafts with a human in the loop',
  excerpt:
    'AI can write a solid first draft in seconds. How to roll it out so that agents stay accountable, customers get accurate answers and quality goes up.',
  author: 'daniel-brandt',
  category: 'ai-automation',
  date: '2026-11-10',
  draft: false,
  cover: blogCover(
    'ai-drafts-with-a-human-in-the-loop',
    'A workflow rule whose steps read “Ground drafts in your own knowledge”, “Keep the agent in charge”, “Start where the risk is low” and “Measure quality, not only speed”',
  ),
  body: `Generative AI changed what a first draft costs: a few seconds instead of a few minutes. It did not change who is responsible for what a customer reads. The teams getting the most from AI drafts treat them as a strong suggestion from a new colleague, reviewed by the person who sends it.

## Ground drafts in your own knowledge

A draft is only as good as the sources behind it. Switchboard's AI drafts draw on your knowledge base, saved replies and the conversation history, and show which articles they used. If an answer is missing from the knowledge base, the right fix is a new article, not a cleverer prompt.

## Keep the agent in charge

Drafts appear in the composer; nothing is sent without an agent pressing send. Agents edit freely, and the edits are signal: when people keep rewriting the same kind of sentence, update the article or the tone guidance.

## Start where the risk is low

Begin with conversation types that are frequent, well documented and low stakes: order status, password resets, how-to questions. Leave refunds, legal questions and upset customers for later, or keep them manual.

## Measure quality, not only speed

Track handle time, but also the share of drafts sent with light edits, reopen rates and CSAT for conversations that used a draft against those that did not. Faster replies that generate follow-up questions are not an improvement.

## Tell customers the truth

If you answer with AI assistance, your privacy notice should say so, and a customer who asks should get a straight answer. Trust built over years should not be spent on a shortcut.

## Review regularly

Once a month, read twenty AI-assisted conversations together as a team. It is the fastest way to catch a drifting tone, an outdated article or a case the AI should not be drafting at all.`,
};
