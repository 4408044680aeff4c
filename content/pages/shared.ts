import { CTA_LABELS, PRODUCT_NAME } from '@/constants/brand';
import type { Cta, StatsBlock } from './schema';

/** The calls to action page content reuses; labels come from constants/brand.ts. */
export const DEMO_CTA: Cta = { label: CTA_LABELS.demo, action: 'demo' };
export const TRIAL_CTA: Cta = { label: CTA_LABELS.trial, action: 'trial' };
export const TOUR_CTA: Cta = { label: 'Take the product tour', action: 'productTour' };

/** The four headline figures of spec section 1, placed by the pages still written in TypeScript. */
export const SOCIAL_PROOF_STATS: StatsBlock = {
  type: 'stats',
  items: [
    { proof: 'businesses', label: `businesses run their customer service on ${PRODUCT_NAME}` },
    { proof: 'csat', label: 'average customer satisfaction (CSAT) across our customers' },
    { proof: 'productivityGain', label: 'higher team productivity, at the top end' },
    { proof: 'responseTimeReduction', label: 'shorter response times after switching' },
  ],
  footnote: `Based on ${PRODUCT_NAME} customer data and our annual customer survey.`,
};
