import type { BlogPost } from '@/content/schema';
import { blogCover } from '../cover';

export const post: BlogPost = {
  slug: 'writing-slas-you-can-keep',
  title: 'Writing service-level targets you can actually keep',
  excerpt:
    'Ambitious service levels look good in a sales deck and hurt in the queue. How to set targets from your own data, publish them and meet them.',
  author: 'priya-raman',
  category: 'help-desk',
  date: '2026-07-14',
  draft: false,
  cover: blogCover(
    'writing-slas-you-can-keep',
    'Tickets with SLA timers: “Start from your own percentiles”, “Count business hours, and say which”, “Separate first response from resolution” and “Make breaches visible before they happen”',
  ),
  body: `A service-level agreement is a promise, and a promise you break every Monday morning is worse than none at all. Good targets start from what your team does today, not from what a competitor advertises.

## Start from your own percentiles

Pull three months of first-response times per channel and look at the 50th and 90th percentiles, split by business hours. The median tells you what a typical customer experiences; the 90th percentile tells you what your unluckiest customers experience, and it is the number an SLA has to survive.

If your 90th percentile for email is nine business hours, promising four is not a target, it is a wish. Promise eight, meet it reliably, then tighten it.

## Count business hours, and say which

Targets should run on the business hours of the team that owns the queue, with holidays excluded. Switchboard calculates service-level clocks on each inbox's own schedule, so a ticket that arrives at 6 pm on Friday does not breach at 10 pm.

## Separate first response from resolution

Customers care most about hearing from a person quickly and about the problem being solved eventually. Those are different clocks. A helpful first reply that sets expectations buys time for a thorough resolution; an instant auto-reply does not count as either.

## Make breaches visible before they happen

Warn at 75 per cent of the target, not at 100. A queue view sorted by time remaining lets the team pull at-risk tickets forward. Breaches will still happen; when they do, tag the cause (staffing, complexity, waiting on another team) so the monthly review finds patterns rather than culprits.

## Publish what you keep

Once you meet a target for a full quarter, put it on your support page. Customers plan around it, and your team gets a number they are proud to defend.`,
};
