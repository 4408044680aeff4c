import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'first-response-time-is-not-enough',
  title: 'First response time is not enough',
  excerpt:
    'A fast first reply is easy to game and says little about whether the customer was helped. The four metrics we pair it with.',
  author: 'priya-raman',
  category: 'analytics',
  date: '2026-10-21',
  draft: false,
  cover: blogCover(
    'first-response-time-is-not-enough',
    'A chart card headed “Pair it with time to resolution”, with the notes “Count replies to resolution”, “Watch the reopen rate” and “Keep satisfaction in view”',
  ),
  body: `First response time is the metric every support dashboard leads with, and for good reason: customers notice silence. But on its own it rewards the wrong things. A quick "thanks, we're looking into it" stops the clock without helping anybody.

## Pair it with time to resolution

Resolution time measures how long the customer waited for the problem to be solved. Report it as a median and a 90th percentile in business hours. When first response improves and resolution does not, you have got faster at acknowledging, not at helping.

## Count replies to resolution

How many messages did it take? Conversations that need five back-and-forths usually reveal a missing question in your first reply ("which browser are you using?") or a missing article. Lowering this number makes both customers and agents happier.

## Watch the reopen rate

A conversation reopened within seven days of closing was probably closed too early. A rising reopen rate is often the first sign that a team is being pushed to close fast.

## Keep satisfaction in view

CSAT is noisy and biased towards happy customers, but trends in it matter, especially broken down by topic and channel. Read the comments, not only the score.

## Put them on one page

Switchboard's analytics shows these five measures side by side for each inbox, team and time period, with percentiles rather than averages. Looking at them together makes it obvious when one metric improves at the expense of another.

## A note on targets

Set targets for the customer-facing outcomes (resolution, satisfaction) and use the rest diagnostically. Teams optimise what they are measured on; make sure that is what your customers care about.`,
};
