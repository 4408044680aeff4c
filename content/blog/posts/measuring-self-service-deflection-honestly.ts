import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'measuring-self-service-deflection-honestly',
  title: 'Measuring self-service deflection honestly',
  excerpt:
    'Deflection numbers are easy to inflate. Three ways to measure whether your knowledge base really saves customers a conversation.',
  author: 'tom-lindqvist',
  category: 'knowledge-base',
  date: '2026-05-19',
  draft: false,
  cover: blogCover(
    'measuring-self-service-deflection-honestly',
    'A help-centre article outline: “Method 1: the contact-form funnel”, “Method 2: contact rate per visitor”, “Method 3: ticket volume by topic”, “What not to count” and “Report a range”',
  ),
  body: `"Our help centre deflected 40,000 tickets last quarter" usually means 40,000 people viewed an article. Some of them would never have written to you, and some wrote anyway. If you want a number you can defend in a budget meeting, measure more carefully.

## Method 1: the contact-form funnel

When customers start a contact form, suggest articles based on what they type. Count how many read a suggestion and then leave without submitting. That is the most direct evidence of deflection, though it only sees people who were already about to contact you.

## Method 2: contact rate per visitor

Divide the number of conversations by the number of help-centre visitors each week. If the ratio falls as you improve articles while traffic stays steady, self-service is working. It is a blunt measure, but hard to fool.

## Method 3: ticket volume by topic

Tag conversations by topic. When you publish or rewrite an article, watch the volume of that topic over the following month compared with similar topics you did not touch. This is the closest you will get to a controlled experiment without real A/B testing.

## What not to count

- Article views on their own.
- Searches with results, regardless of what happened next.
- "Was this helpful?" votes, which mostly come from people who are already happy.

## Report a range

Combine methods and report a range, for example "between 1,800 and 2,600 conversations avoided". Leaders trust a range with a stated method far more than a suspiciously round number, and it keeps the team focused on articles that move the real measure.`,
};
