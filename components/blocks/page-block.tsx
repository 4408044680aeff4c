import type { Block, BlockType } from '@/content/pages/schema';
import { Island, type PartLoader } from '@/lib/rendering';

type BlockProps<T extends BlockType> = { block: Extract<Block, { type: T }> };

/** Every block but the hero, which opens a page and comes with its code (./registry.tsx). */
export type LaterBlock = Exclude<Block, { type: 'hero' }>;

/**
 * Every block but the hero is server-rendered as usual, but its code loads, and it comes alive,
 * only when the visitor comes near it (`<Island when="near">`, decision 0150): a page's first load
 * carries the framework, the shell and its first screen, not the whole page.
 *
 * One registry keyed by block type (docs/decisions/0080). The mapped type makes a new block type a
 * compile error until it has a loader here. Apart from the hero's module, so that a page placing
 * a block by hand (a closing call to action, the FAQ of a pricing or comparison page) does not load
 * the hero's code (issue 19).
 */
const nearBlocks: { [T in LaterBlock['type']]: PartLoader<BlockProps<T>> } = {
  featureGrid: () => import('./feature-grid-block').then((m) => m.FeatureGridBlock),
  splitFeature: () => import('./split-feature-block').then((m) => m.SplitFeatureBlock),
  stats: () => import('./stats-block').then((m) => m.StatsBlock),
  quote: () => import('./quote-block').then((m) => m.QuoteBlock),
  steps: () => import('./steps-block').then((m) => m.StepsBlock),
  comparison: () => import('./comparison-block').then((m) => m.ComparisonBlock),
  faq: () => import('./faq-block').then((m) => m.FaqBlock),
  ctaBand: () => import('./cta-band-block').then((m) => m.CtaBandBlock),
  richText: () => import('./rich-text-block').then((m) => m.RichTextBlock),
  linkCards: () => import('./link-cards-block').then((m) => m.LinkCardsBlock),
  logoFarm: () => import('./logo-farm-block').then((m) => m.LogoFarmBlock),
  testimonials: () => import('./testimonials-block').then((m) => m.TestimonialsBlock),
  downloadOptions: () => import('./download-options-block').then((m) => m.DownloadOptionsBlock),
  timeline: () => import('./timeline-block').then((m) => m.TimelineBlock),
  // Blocks that bring their own data and libraries (the job and press lists with their schemas,
  // date formatting, the legal catalogue) load only on the pages that show them (ADR 0073).
  jobList: () => import('./job-list-block').then((m) => m.JobListBlock),
  pressList: () => import('./press-list-block').then((m) => m.PressListBlock),
  legalIndex: () => import('./legal-index-block').then((m) => m.LegalIndexBlock),
};

/** One block after the hero, as an island. */
export function PageBlock({ block }: { block: LaterBlock }) {
  const load = nearBlocks[block.type] as PartLoader<{ block: LaterBlock }>;
  return <Island when="near" load={load} props={{ block }} />;
}
