import type { JobSummary } from '@/lib/content/jobs-browser';
import type { LegalDocumentSummary } from '@/lib/content/legal-browser';
import type { CustomerLogo, PressItem, Testimonial } from '@/lib/content/social-proof-browser';
import * as yup from 'yup';
import { SOCIAL_PROOF } from '@/constants/brand';
import { TESTIMONIAL_INDUSTRIES } from '@/constants/company';
import type { ModalKind } from '@/modals/types';
import { ICON_NAMES, ILLUSTRATIONS, type IconName, type IllustrationName } from './page-assets';

/**
 * Marketing pages are data: a list of typed blocks rendered through one registry
 * (components/blocks/registry.tsx and page-block.tsx). This file is the one definition of a block's shape: the TypeScript
 * types used by the components and the yup schema that checks every page at build time
 * (getStaticProps calls `assertValidPage`) and in the unit tests.
 */

export interface Illustration {
  name: IllustrationName;
  /** Describes what the picture shows, for screen readers. */
  alt: string;
}

/** A call to action either opens a modal (spec section 2: 'trial' or 'demo' actions) or links. */
export type CtaModal = Extract<ModalKind, 'demo' | 'trial' | 'productTour'>;
export type Cta = { label: string; action: CtaModal } | { label: string; href: string };

export type SocialProofKey = keyof typeof SOCIAL_PROOF;

export interface HeroBlock {
  type: 'hero';
  eyebrow?: string;
  /** Rendered as the page's single <h1>. */
  title: string;
  subtitle: string;
  primaryCta?: Cta;
  secondaryCta?: Cta;
  bullets?: string[];
  illustration?: Illustration;
}

export interface FeatureGridBlock {
  type: 'featureGrid';
  eyebrow?: string;
  heading: string;
  intro?: string;
  columns?: 2 | 3 | 4;
  items: { icon: IconName; title: string; body: string; href?: string }[];
}

export interface SplitFeatureBlock {
  type: 'splitFeature';
  eyebrow?: string;
  heading: string;
  body: string[];
  bullets?: string[];
  illustration: Illustration;
  /** Picture on the left instead of the right. */
  reverse?: boolean;
  link?: { label: string; href: string };
}

/** A figure is either one of the social-proof constants or a page-specific value. */
export type StatItem = { label: string; proof: SocialProofKey } | { label: string; value: string };

export interface StatsBlock {
  type: 'stats';
  heading?: string;
  items: StatItem[];
  footnote?: string;
}

export interface QuoteBlock {
  type: 'quote';
  text: string;
  author: string;
  role: string;
  company: string;
}

export interface StepsBlock {
  type: 'steps';
  heading: string;
  intro?: string;
  steps: { title: string; body: string }[];
}

export interface ComparisonBlock {
  type: 'comparison';
  heading: string;
  intro?: string;
  /** Column headings after the first (feature) column. */
  columns: string[];
  rows: { label: string; values: (string | boolean)[] }[];
}

export interface FaqBlock {
  type: 'faq';
  heading: string;
  items: { question: string; answer: string }[];
}

export interface CtaBandBlock {
  type: 'ctaBand';
  heading: string;
  body?: string;
}

export interface RichTextBlock {
  type: 'richText';
  eyebrow?: string;
  heading: string;
  paragraphs: string[];
}

export interface LinkCardsBlock {
  type: 'linkCards';
  heading: string;
  intro?: string;
  items: { icon: IconName; title: string; body: string; href: string }[];
}

/** The shell's logo farm (components/logo-farm): customer logos, then award badges. */
export interface LogoFarmBlock {
  type: 'logoFarm';
  heading?: string;
  awardsHeading?: string;
  /** Filled from the editor's customer logos when the page's props are built (static-props.ts). */
  customers?: CustomerLogo[];
}

/** The shell's testimonials (components/testimonials), for one industry or a sample of all. */
export interface TestimonialsBlock {
  type: 'testimonials';
  heading?: string;
  industry?: (typeof TESTIMONIAL_INDUSTRIES)[number];
  /** Filled from the editor's testimonials when the page's props are built (static-props.ts). */
  quotes?: Testimonial[];
}

export interface DownloadOptionsBlock {
  type: 'downloadOptions';
  heading: string;
  items: { platform: string; requirement: string; label: string; href: string }[];
}

export interface TimelineBlock {
  type: 'timeline';
  heading: string;
  items: { year: string; title: string; body: string }[];
}

/** Lists that render from their own content module (content/jobs, content/press, content/legal). */
export interface JobListBlock {
  type: 'jobList';
  heading: string;
  intro?: string;
  /** Filled from the editor's jobs when the page's props are built (static-props.ts). */
  jobs?: JobSummary[];
}
export interface PressListBlock {
  type: 'pressList';
  heading: string;
  /** Filled from the editor's press items when the page's props are built (static-props.ts). */
  items?: PressItem[];
}
export interface LegalIndexBlock {
  type: 'legalIndex';
  heading: string;
  /** Filled from the editor's legal documents when the page's props are built (static-props.ts). */
  documents?: LegalDocumentSummary[];
}

export type Block =
  | HeroBlock
  | FeatureGridBlock
  | SplitFeatureBlock
  | StatsBlock
  | QuoteBlock
  | StepsBlock
  | ComparisonBlock
  | FaqBlock
  | CtaBandBlock
  | RichTextBlock
  | LinkCardsBlock
  | LogoFarmBlock
  | TestimonialsBlock
  | DownloadOptionsBlock
  | TimelineBlock
  | JobListBlock
  | PressListBlock
  | LegalIndexBlock;
export type BlockType = Block['type'];

export interface MarketingPage {
  /** The path the page answers on, e.g. '/product/ai'. */
  route: string;
  seo: { title: string; description: string };
  blocks: Block[];
}

// ---------------------------------------------------------------------------------------------
// Runtime schema

const text = () => yup.string().trim().required();
const optionalText = () => yup.string().trim().optional();
const icon = () => yup.string().oneOf(ICON_NAMES).required();
const illustration = () =>
  yup
    .object({ name: yup.string().oneOf(ILLUSTRATIONS).required(), alt: text() })
    .default(undefined);
const internalOrExternalHref = () =>
  text().matches(/^(\/|https:\/\/|mailto:)/, 'href must be a path, an https URL or a mailto link');

const cta = () =>
  yup
    .object({
      label: text(),
      action: yup.string().oneOf(['demo', 'trial', 'productTour']).optional(),
      href: internalOrExternalHref().optional(),
    })
    .test('cta-target', 'a call to action needs exactly one of action or href', (value) =>
      value ? Boolean(value.action) !== Boolean(value.href) : true,
    )
    .default(undefined);

const nonEmptyArray = <T extends yup.Schema>(item: T) => yup.array().of(item).min(1).required();

const blockSchemas: Record<BlockType, yup.ObjectSchema<yup.AnyObject>> = {
  hero: yup.object({
    eyebrow: optionalText(),
    title: text(),
    subtitle: text(),
    primaryCta: cta().optional(),
    secondaryCta: cta().optional(),
    bullets: yup.array().of(text()).optional(),
    illustration: illustration().optional(),
  }),
  featureGrid: yup.object({
    eyebrow: optionalText(),
    heading: text(),
    intro: optionalText(),
    columns: yup.number().oneOf([2, 3, 4]).optional(),
    items: nonEmptyArray(
      yup.object({
        icon: icon(),
        title: text(),
        body: text(),
        href: internalOrExternalHref().optional(),
      }),
    ),
  }),
  splitFeature: yup.object({
    eyebrow: optionalText(),
    heading: text(),
    body: nonEmptyArray(text()),
    bullets: yup.array().of(text()).optional(),
    illustration: illustration().required(),
    reverse: yup.boolean().optional(),
    link: yup
      .object({ label: text(), href: internalOrExternalHref() })
      .default(undefined)
      .optional(),
  }),
  stats: yup.object({
    heading: optionalText(),
    footnote: optionalText(),
    items: nonEmptyArray(
      yup
        .object({
          label: text(),
          proof: yup.string().oneOf(Object.keys(SOCIAL_PROOF)).optional(),
          value: optionalText(),
        })
        .test('stat-figure', 'a stat needs exactly one of proof or value', (v) =>
          v ? Boolean(v.proof) !== Boolean(v.value) : true,
        ),
    ),
  }),
  quote: yup.object({ text: text(), author: text(), role: text(), company: text() }),
  steps: yup.object({
    heading: text(),
    intro: optionalText(),
    steps: nonEmptyArray(yup.object({ title: text(), body: text() })),
  }),
  comparison: yup
    .object({
      heading: text(),
      intro: optionalText(),
      columns: nonEmptyArray(text()),
      rows: nonEmptyArray(
        yup.object({
          label: text(),
          values: nonEmptyArray(yup.mixed<string | boolean>().required()),
        }),
      ),
    })
    .test('comparison-shape', 'every comparison row needs one value per column', (v) =>
      v ? v.rows.every((row) => row.values.length === v.columns.length) : true,
    ),
  faq: yup.object({
    heading: text(),
    items: nonEmptyArray(yup.object({ question: text(), answer: text() })),
  }),
  ctaBand: yup.object({ heading: text(), body: optionalText() }),
  richText: yup.object({
    eyebrow: optionalText(),
    heading: text(),
    paragraphs: nonEmptyArray(text()),
  }),
  linkCards: yup.object({
    heading: text(),
    intro: optionalText(),
    items: nonEmptyArray(
      yup.object({ icon: icon(), title: text(), body: text(), href: internalOrExternalHref() }),
    ),
  }),
  logoFarm: yup.object({ heading: optionalText(), awardsHeading: optionalText() }),
  testimonials: yup.object({
    heading: optionalText(),
    industry: yup.string().oneOf(TESTIMONIAL_INDUSTRIES).optional(),
  }),
  downloadOptions: yup.object({
    heading: text(),
    items: nonEmptyArray(
      yup.object({
        platform: text(),
        requirement: text(),
        label: text(),
        href: internalOrExternalHref(),
      }),
    ),
  }),
  timeline: yup.object({
    heading: text(),
    items: nonEmptyArray(yup.object({ year: text(), title: text(), body: text() })),
  }),
  jobList: yup.object({ heading: text(), intro: optionalText() }),
  pressList: yup.object({ heading: text() }),
  legalIndex: yup.object({ heading: text() }),
};

const blockSchema = yup.lazy((value: unknown) => {
  const rawType = (value as { type?: unknown } | null)?.type;
  const type = typeof rawType === 'string' ? rawType : '';
  const schema = blockSchemas[type as BlockType] as yup.ObjectSchema<yup.AnyObject> | undefined;
  if (!schema) {
    return yup
      .mixed()
      .test('block-type', `unknown block type ${JSON.stringify(rawType)}`, () => false);
  }
  return schema
    .shape({ type: yup.string().oneOf([type]).required() })
    .noUnknown(true)
    .strict();
});

export const marketingPageSchema = yup
  .object({
    route: text().matches(/^\/[a-z0-9\-/]*$/, 'route must be a lower-case path'),
    seo: yup.object({
      // Titles and descriptions sized for search results.
      title: text().max(70),
      description: text().min(50).max(170),
    }),
    blocks: yup.array().of(blockSchema).min(1).required(),
  })
  .test('one-hero-first', 'a page starts with its hero (its one <h1>) and has no other', (page) => {
    const blocks = (page?.blocks ?? []) as { type: string }[];
    return blocks[0]?.type === 'hero' && blocks.filter((b) => b.type === 'hero').length === 1;
  })
  .strict();

/** Throws a readable error naming the route and the failing fields. */
export function assertValidPage(page: MarketingPage): MarketingPage {
  try {
    marketingPageSchema.validateSync(page, { abortEarly: false });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new Error(`Page content for ${page.route} is invalid:\n- ${error.errors.join('\n- ')}`);
    }
    throw error;
  }
  return page;
}
