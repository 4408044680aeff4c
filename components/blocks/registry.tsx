import type { ComponentType } from 'react';
import { hydrateWhenNear } from '@/components/hydration/hydrate-when-near';
import type { Block, BlockType } from '@/content/pages/schema';
import { HeroBlock } from './hero-block';

type BlockComponent<T extends BlockType> = ComponentType<{ block: Extract<Block, { type: T }> }>;

/**
 * The hero opens most pages, so its code comes with the page. Every other block is server-rendered
 * as usual, but its code loads, and it hydrates, only when the visitor comes near it
 * (components/hydration/hydrate-when-near.tsx, ADR 0081): a page's first load carries the framework,
 * the shell and its first screen, not the whole page.
 */
const near = <T extends BlockType>(load: () => Promise<BlockComponent<T>>): BlockComponent<T> =>
  hydrateWhenNear(load);

/**
 * One registry keyed by block type (docs/decisions/0080). The mapped type makes a new block type a
 * compile error until it has a component here.
 */
export const blockComponents: { [T in BlockType]: BlockComponent<T> } = {
  hero: HeroBlock,
  featureGrid: near(() => import('./feature-grid-block').then((m) => m.FeatureGridBlock)),
  splitFeature: near(() => import('./split-feature-block').then((m) => m.SplitFeatureBlock)),
  stats: near(() => import('./stats-block').then((m) => m.StatsBlock)),
  quote: near(() => import('./quote-block').then((m) => m.QuoteBlock)),
  steps: near(() => import('./steps-block').then((m) => m.StepsBlock)),
  comparison: near(() => import('./comparison-block').then((m) => m.ComparisonBlock)),
  faq: near(() => import('./faq-block').then((m) => m.FaqBlock)),
  ctaBand: near(() => import('./cta-band-block').then((m) => m.CtaBandBlock)),
  richText: near(() => import('./rich-text-block').then((m) => m.RichTextBlock)),
  linkCards: near(() => import('./link-cards-block').then((m) => m.LinkCardsBlock)),
  logoFarm: near(() => import('./logo-farm-block').then((m) => m.LogoFarmBlock)),
  testimonials: near(() => import('./testimonials-block').then((m) => m.TestimonialsBlock)),
  downloadOptions: near(() =>
    import('./download-options-block').then((m) => m.DownloadOptionsBlock),
  ),
  timeline: near(() => import('./timeline-block').then((m) => m.TimelineBlock)),
  // Blocks that bring their own data and libraries (the job and press lists with their schemas,
  // date formatting, the legal catalogue) load only on the pages that show them (ADR 0073).
  jobList: near(() => import('./job-list-block').then((m) => m.JobListBlock)),
  pressList: near(() => import('./press-list-block').then((m) => m.PressListBlock)),
  legalIndex: near(() => import('./legal-index-block').then((m) => m.LegalIndexBlock)),
};

/**
 * One block through the registry: pages that place a block by hand (a closing call to action, the
 * FAQ of a pricing or comparison page) get the same island as the blocks of a content page.
 */
export function PageBlock({ block }: { block: Block }) {
  const Component = blockComponents[block.type] as ComponentType<{ block: Block }>;
  return <Component block={block} />;
}

/** Renders a page's blocks in order. */
export function PageBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks never reorder at runtime, so the position is a stable key.
        <PageBlock key={`${block.type}-${index}`} block={block} />
      ))}
    </>
  );
}
