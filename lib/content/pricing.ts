import { PRODUCT_NAME } from '@/constants/brand';
import { pricing } from '@/content/pricing';
import type { BillingPeriod, Pricing, PricingPlan } from '@/content/schema';
import { assertContentValid } from './validate';

export const PRICING_PATH = '/pricing';
export const PRICING_JSON_PATH = '/pricing.json';

export function getPricing(): Pricing {
  assertContentValid();
  return pricing;
}

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

/** The public machine-readable price list served at /pricing.json. */
export function pricingDocument(origin: string) {
  const data = getPricing();
  return {
    product: PRODUCT_NAME,
    currency: data.currency,
    unit: 'seat per month',
    url: `${origin}${PRICING_PATH}`,
    plans: data.plans.map((plan) => ({
      slug: plan.slug,
      name: plan.name,
      description: plan.tagline,
      minimumSeats: plan.minimumSeats,
      prices: {
        monthly: plan.pricePerSeat.monthly,
        annual: plan.pricePerSeat.annual,
      },
      contactSales: plan.pricePerSeat.monthly === null,
      features: plan.highlights,
    })),
  };
}
