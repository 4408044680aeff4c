import { PRODUCT_NAME } from '@/constants/brand';
import { pricing } from '@/content/pricing';
import type { Pricing } from '@/content/schema';
import { PRICING_PATH } from './pricing-browser';
import { assertContentValid } from './validate';

/** Server-side loaders; the page component imports pricing-browser.ts. */
export { PRICING_PATH } from './pricing-browser';

export function getPricing(): Pricing {
  assertContentValid();
  return pricing;
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
