import { PRODUCT_NAME } from '@/constants/brand';
import { PLAN_SLUGS, PLANS } from '@/constants/plans';
import { readPricing } from '@/content/pricing';
import { PRICING_PATH, type Pricing } from './pricing-browser';

/** Server-side loaders; the page component imports pricing-browser.ts. */
export { PRICING_PATH } from './pricing-browser';

/**
 * The pricing rules the editor cannot hold (decision 0188): every plan of constants/plans.ts once
 * (the cards follow that order, not the file's, so a drag in the editor changes nothing); a price
 * for both billing periods or for neither (contact sales); an annual price not above the monthly
 * one; at most one plan marked most popular (Keystatic checks no rule across a list's items).
 */
export function pricingProblems(pricing: Pricing): string[] {
  const at = 'content/pricing.yaml';
  const problems: string[] = [];
  const count = (slug: string) => pricing.plans.filter((plan) => plan.slug === slug).length;
  const twice = PLANS.filter(({ slug }) => count(slug) > 1).map(({ name }) => name);
  const missing = PLANS.filter(({ slug }) => count(slug) === 0).map(({ name }) => name);
  if (twice.length > 0 || missing.length > 0) {
    const found = [
      ...twice.map((name) => `${name} is there twice`),
      ...missing.map((name) => `${name} is missing`),
    ];
    problems.push(
      `${at}: Plans must hold ${PLANS.map(({ name }) => name).join(', ')} once each (${found.join(', ')}): set each card's Plan to a different one`,
    );
  }
  for (const { name, pricePerSeat } of pricing.plans) {
    const { monthly, annual } = pricePerSeat;
    if ((monthly === null) !== (annual === null)) {
      problems.push(`${at} (${name}): give both prices, or neither for “contact sales”`);
    } else if (monthly !== null && annual !== null && annual > monthly) {
      problems.push(`${at} (${name}): the annual price ${annual} is above the monthly ${monthly}`);
    }
  }
  const featured = pricing.plans.filter((plan) => plan.featured).map(({ name }) => name);
  if (featured.length > 1) {
    problems.push(
      `${at}: Most popular is ticked on ${featured.join(' and ')}; tick it on one plan at most`,
    );
  }
  return problems;
}

/** The plans in the site's order (constants/plans.ts), whatever their order in the file. */
const inSiteOrder = (plans: Pricing['plans']) =>
  [...plans].sort((a, b) => PLAN_SLUGS.indexOf(a.slug) - PLAN_SLUGS.indexOf(b.slug));

/** The pricing the cards, the table, the JSON-LD and /pricing.json show; broken, it fails the build. */
export async function getPricing(): Promise<Pricing> {
  const pricing = await readPricing();
  const problems = pricingProblems(pricing);
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return { ...pricing, plans: inSiteOrder(pricing.plans) };
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
