import { CTA_LABELS } from '@/constants/brand';
import type { Cta } from './schema';

/** The calls to action page content reuses; labels come from constants/brand.ts. */
export const DEMO_CTA: Cta = { label: CTA_LABELS.demo, action: 'demo' };
export const TRIAL_CTA: Cta = { label: CTA_LABELS.trial, action: 'trial' };
export const TOUR_CTA: Cta = { label: 'Take the product tour', action: 'productTour' };
