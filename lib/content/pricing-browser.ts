import type { BillingPeriod, PricingPlan } from '@/content/schema';

/**
 * The part of the pricing layer that the page component may import; it reads no content (the
 * loaders in ./pricing.ts validate every content module, which the browser must not download).
 */
export const PRICING_PATH = '/pricing';
export const PRICING_JSON_PATH = '/pricing.json';

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
