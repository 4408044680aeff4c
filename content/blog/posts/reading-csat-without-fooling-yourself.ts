import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'reading-csat-without-fooling-yourself',
  title: 'Reading CSAT without fooling yourself',
  excerpt:
    'Customer satisfaction scores move for reasons that have nothing to do with your team. How to read them with the right sample sizes and comparisons.',
  author: 'priya-raman',
  category: 'analytics',
  date: '2026-04-28',
  draft: false,
  cover: blogCover(
    'reading-csat-without-fooling-yourself',
    'A chart card headed “Mind the sample size”, with the notes “Know who answers”, “Compare like with like” and “Read the comments every week”',
  ),
  body: `A weekly CSAT that swings between 84 and 91 per cent tells you less than it appears to. Before celebrating or worrying, ask three questions: how many people answered, who answered, and compared with what?

## Mind the sample size

With 60 responses, a single percentage point is less than one customer. Week-to-week swings of several points are normal noise at that volume. Look at a rolling four-week figure, and only react to changes that persist.

## Know who answers

Response rates for satisfaction surveys are typically low, and the people who answer are not a random sample. Very happy and very unhappy customers respond more often. Track your response rate alongside the score; if it drops, the score may move for that reason alone.

## Compare like with like

Satisfaction depends heavily on the topic. Password resets score high; billing disputes score low whatever you do. When the mix of topics changes, say during a pricing change, overall CSAT moves even if every agent does exactly the same work. Break the score down by topic and channel before drawing conclusions.

## Read the comments every week

The number tells you something changed; the comments tell you what. Tag negative comments by cause: the product, a policy, the wait, or the reply itself. Only the last two are fully in the support team's hands, and separating them keeps reviews fair.

## Use it for coaching, carefully

Individual CSAT is tempting to rank people by, but most agents receive too few responses for a meaningful comparison. Use it to find conversations worth discussing, not to score people.

Handled this way, CSAT becomes what it should be: an early warning and a source of stories about what customers need.`,
};
