import { PRODUCT_NAME } from '@/constants/brand';
import { PLAN_SLUGS } from '@/constants/plans';
import { readPricing } from '@/content/pricing';
import { PRICING_PATH, type Pricing } from './pricing-browser';

/** Server-side loaders; the page component imports pricing-browser.ts. */
export { PRICING_PATH } from './pricing-browser';

/**
 * The pricing rules the editor cannot hold (decision 0188): every plan of constants/plans.ts once,
 * in its order; a price for both billing periods or for neither (contact sales); an annual price
 * not above the monthly one; at most one plan marked most popular.
 */
export function pricingProblems(pricing: Pricing): string[] {
  const at = 'content/pricing.yaml';
  const problems: string[] = [];
  const slugs = pricing.plans.map((plan) => plan.slug);
  if (slugs.join() !== PLAN_SLUGS.join()) {
    problems.push(`${at}: the plans must be ${PLAN_SLUGS.join(', ')}, once each, in this order`);
  }
  for (const { name, pricePerSeat } of pricing.plans) {
    const { monthly, annual } = pricePerSeat;
    if ((monthly === null) !== (annual === null)) {
      problems.push(`${at} (${name}): give both prices, or neither for “contact sales”`);
    } else if (monthly !== null && annual !== null && annual > monthly) {
      problems.push(`${at} (${name}): the annual price ${annual} is above the monthly ${monthly}`);
    }
  }
  if (pricing.plans.filter((plan) => plan.featured).length > 1) {
    problems.push(`${at}: more than one plan is marked most popular`);
  }
  return problems;
}

/** The pricing the cards, the table, the JSON-LD and /pricing.json show; broken, it fails the build. */
export async function getPricing(): Promise<Pricing> {
  const pricing = await readPricing();
  const problems = pricingProblems(pricing);
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return pricing;
}

/** The public machine-readable price list served at /pricing.json. */
export async function pricingDocument(origin: string) {
  const data = await getPricing();
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
