import { PLANS, type PlanSlug } from '@/constants/plans';
import type { Pricing } from '@/lib/content/pricing-browser';
import { contentReader } from '@/lib/server/content/reader';

/**
 * The pricing as editors save it (content/pricing.yaml), read with Keystatic's reader at each call
 * (decision 0188): each plan joined with its name and minimum seats (constants/plans.ts), the
 * table's "yes" and "no" as included or not. lib/content/pricing.ts checks it.
 */
const tableValue = (text: string) => (text === 'yes' ? true : text === 'no' ? false : text);

export async function readPricing(root = process.cwd()): Promise<Pricing> {
  const entry = await contentReader(root).singletons.pricing.readOrThrow();
  return {
    ...entry,
    currency: 'USD',
    plans: entry.plans.map(({ plan: slug, ...plan }) => ({
      ...plan,
      ...PLANS.find((known) => known.slug === slug)!,
    })),
    comparison: entry.comparison.map((group) => ({
      ...group,
      rows: group.rows.map((row) => ({
        ...row,
        values: Object.fromEntries(
          PLANS.map(({ slug }) => [slug, tableValue(row.values[slug])]),
        ) as Record<PlanSlug, boolean | string>,
      })),
    })),
  };
}
