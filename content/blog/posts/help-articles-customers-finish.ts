import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'help-articles-customers-finish',
  title: 'Help articles customers actually finish',
  excerpt:
    'Most help articles are abandoned in the first screen. A structure for articles that answer the question first and keep the detail for those who need it.',
  author: 'tom-lindqvist',
  category: 'knowledge-base',
  date: '2026-09-30',
  draft: false,
  cover: blogCover(
    'help-articles-customers-finish',
    'A help-centre article outline: “Title it with the question”, “Answer in the first paragraph”, “One task per article”, “Write steps people can follow” and “Keep articles alive”',
  ),
  body: `Readers arrive at a help article in the middle of a task, with one question and little patience. If the answer is not visible in the first few lines, they give up and write to you. Good articles are designed for that reader.

## Title it with the question

Use the words customers use in their tickets, not your feature names. "Why was I charged twice?" beats "Billing cycle adjustments". Your search logs and ticket subjects are the best source for titles.

## Answer in the first paragraph

State the answer or the shortest path to it in one or two sentences. Then give the steps. Background, edge cases and explanations come last, under their own headings, for the minority who need them.

## One task per article

An article that covers setting up, changing and deleting a thing is three articles. Short, focused pages rank better in search, are easier to keep current and can be linked precisely from a reply.

## Write steps people can follow

Number them. Start each with a verb. Name the button exactly as it appears on screen and say where it is. Add a screenshot only when the location is hard to describe, and crop it tightly so it survives the next redesign.

## Keep articles alive

Give every article an owner and a review date. In Switchboard's knowledge base, agents can flag an article as outdated from the reply composer, and the owner sees the flag with the conversation that prompted it. Articles linked in many replies are the ones to polish first.

## Check whether it worked

Look at each article's views, the share of readers who still contact support afterwards, and the feedback votes. An article with many views and many follow-up tickets is a rewrite candidate; one with few views may simply need a better title.`,
};
