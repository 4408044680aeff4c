import type { Entry } from '@keystatic/core/reader';
import type { PLANS, PlanSlug } from '@/constants/plans';
import type keystaticConfig from '@/keystatic.config';

/**
 * The part of the pricing layer that the page component may import; it reads no content (the
 * loaders in ./pricing.ts validate every content module, which the browser must not download).
 */
export const PRICING_PATH = '/pricing';
export const PRICING_JSON_PATH = '/pricing.json';

type PricingEntry = Entry<(typeof keystaticConfig)['singletons']['pricing']>;
type PlanEntry = PricingEntry['plans'][number];
type GroupEntry = PricingEntry['comparison'][number];

export type BillingPeriod = keyof PlanEntry['pricePerSeat'];
/** A plan's card: the editor's entry with its name and minimum seats (constants/plans.ts). */
export type PricingPlan = Omit<PlanEntry, 'plan'> & (typeof PLANS)[number];
/** A table row: per plan, true (included), false (not included) or a short value such as '5'. */
export type PricingFeatureRow = Omit<GroupEntry['rows'][number], 'values'> & {
  values: Record<PlanSlug, boolean | string>;
};
export type PricingFeatureGroup = Omit<GroupEntry, 'rows'> & { rows: PricingFeatureRow[] };
/** The pricing as the site shows it (prices per seat per month in USD). */
export type Pricing = Omit<PricingEntry, 'plans' | 'comparison'> & {
  currency: 'USD';
  plans: PricingPlan[];
  comparison: PricingFeatureGroup[];
};

/** Largest saving of annual over monthly billing, in whole per cent (shown on the toggle). */
export function maxAnnualSavingPercent(plans: readonly PricingPlan[]): number {
  const savings = plans.flatMap(({ pricePerSeat: { monthly, annual } }) =>
    monthly && annual !== null ? [Math.floor(((monthly - annual) / monthly) * 100)] : [],
  );
  return savings.length ? Math.max(...savings) : 0;
}

export function billingLabel(period: BillingPeriod): string {
  return period === 'annual'
    ? 'per seat per month, billed annually'
    : 'per seat per month, billed monthly';
}
