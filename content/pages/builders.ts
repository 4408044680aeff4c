import type { IconName } from './page-assets';
import type {
  Block,
  FaqBlock,
  FeatureGridBlock,
  HeroBlock,
  Illustration,
  LinkCardsBlock,
  MarketingPage,
} from './schema';
import { DEMO_CTA, TRIAL_CTA } from './shared';

/**
 * The common frame of a feature, solution, industry or team page: hero with both calls to action,
 * a feature grid, the page's own middle blocks, an optional FAQ, and the closing call to action.
 * Copy stays page-specific; only the order of blocks is shared.
 */
export interface StandardPageInput {
  route: string;
  seoTitle: string;
  description: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  illustration?: Illustration;
  bullets?: string[];
  features: Omit<FeatureGridBlock, 'type'>;
  middle?: Block[];
  related?: Omit<LinkCardsBlock, 'type'>;
  faq?: FaqBlock['items'];
  closing: { heading: string; body?: string };
}

export function standardPage(input: StandardPageInput): MarketingPage {
  const hero: HeroBlock = {
    type: 'hero',
    eyebrow: input.eyebrow,
    title: input.title,
    subtitle: input.subtitle,
    primaryCta: DEMO_CTA,
    secondaryCta: TRIAL_CTA,
    ...(input.bullets ? { bullets: input.bullets } : {}),
    ...(input.illustration ? { illustration: input.illustration } : {}),
  };
  const blocks: Block[] = [
    hero,
    { type: 'featureGrid', ...input.features },
    ...(input.middle ?? []),
  ];
  if (input.related) blocks.push({ type: 'linkCards', ...input.related });
  if (input.faq)
    blocks.push({ type: 'faq', heading: 'Frequently asked questions', items: input.faq });
  blocks.push({ type: 'ctaBand', ...input.closing });
  return {
    route: input.route,
    seo: { title: input.seoTitle, description: input.description },
    blocks,
  };
}

/** A card linking to one of the product pages, for 'related' sections. */
export interface ProductLink {
  icon: IconName;
  title: string;
  body: string;
  href: string;
}
