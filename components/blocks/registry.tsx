import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { Block, BlockType } from '@/content/pages/schema';
import { ComparisonBlock } from './comparison-block';
import { CtaBandBlock } from './cta-band-block';
import { DownloadOptionsBlock } from './download-options-block';
import { FaqBlock } from './faq-block';
import { FeatureGridBlock } from './feature-grid-block';
import { HeroBlock } from './hero-block';
import { LinkCardsBlock } from './link-cards-block';
import { LogoFarmBlock } from './logo-farm-block';
import { QuoteBlock } from './quote-block';
import { RichTextBlock } from './rich-text-block';
import { SplitFeatureBlock } from './split-feature-block';
import { StatsBlock } from './stats-block';
import { StepsBlock } from './steps-block';
import { TestimonialsBlock } from './testimonials-block';
import { TimelineBlock } from './timeline-block';

// Blocks that bring their own data and libraries (the job and press lists with their schemas, date
// formatting, the legal catalogue) are code-split: only the pages that show them load them, and the
// server render still includes them (docs/decisions/0073-first-load-budget.md).
const JobListBlock = dynamic(() => import('./job-list-block').then((m) => m.JobListBlock));
const PressListBlock = dynamic(() => import('./press-list-block').then((m) => m.PressListBlock));
const LegalIndexBlock = dynamic(() => import('./legal-index-block').then((m) => m.LegalIndexBlock));

type BlockComponent<T extends BlockType> = ComponentType<{ block: Extract<Block, { type: T }> }>;

/**
 * One registry keyed by block type (docs/decisions/0080). The mapped type makes a new block type a
 * compile error until it has a component here.
 */
export const blockComponents: { [T in BlockType]: BlockComponent<T> } = {
  hero: HeroBlock,
  featureGrid: FeatureGridBlock,
  splitFeature: SplitFeatureBlock,
  stats: StatsBlock,
  quote: QuoteBlock,
  steps: StepsBlock,
  comparison: ComparisonBlock,
  faq: FaqBlock,
  ctaBand: CtaBandBlock,
  richText: RichTextBlock,
  linkCards: LinkCardsBlock,
  logoFarm: LogoFarmBlock,
  testimonials: TestimonialsBlock,
  downloadOptions: DownloadOptionsBlock,
  timeline: TimelineBlock,
  jobList: JobListBlock,
  pressList: PressListBlock,
  legalIndex: LegalIndexBlock,
};

function BlockView<T extends BlockType>({ block }: { block: Extract<Block, { type: T }> }) {
  const Component = blockComponents[block.type as T] as BlockComponent<T>;
  return <Component block={block} />;
}

/** Renders a page's blocks in order. */
export function PageBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks never reorder at runtime, so the position is a stable key.
        <BlockView key={`${block.type}-${index}`} block={block} />
      ))}
    </>
  );
}
