/**
 * The plans Switchboard sells (spec: pricing): which plans exist, their names and the seats each
 * starts at. The quote form validates against these in the browser and on the server, so they stay
 * in code; editors set each plan's prices, words and features in the pricing entry
 * (content/pricing.yaml, decision 0188), which must hold every plan here once; the site shows
 * them in this order, whatever the entry's (decision 0262).
 */
export const PLANS = [
  { slug: 'starter', name: 'Starter', minimumSeats: 1 },
  { slug: 'growth', name: 'Growth', minimumSeats: 1 },
  { slug: 'scale', name: 'Scale', minimumSeats: 5 },
  { slug: 'enterprise', name: 'Enterprise', minimumSeats: 20 },
] as const;

export type PlanSlug = (typeof PLANS)[number]['slug'];
export const PLAN_SLUGS: readonly PlanSlug[] = PLANS.map((plan) => plan.slug);
