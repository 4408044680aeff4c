import type { JobSummary } from '@/lib/content/jobs-browser';
import type { LegalDocumentSummary } from '@/lib/content/legal-browser';
import type { CustomerLogo, PressItem, Testimonial } from '@/lib/content/social-proof-browser';
import * as yup from 'yup';
import { SOCIAL_PROOF } from '@/constants/brand';
import { TESTIMONIAL_INDUSTRIES } from '@/constants/company';
import type { BlockOf, EditorBlock, pageFromEntry } from './from-entry';
import { ICON_NAMES, ILLUSTRATIONS } from './page-assets';

/**
 * Marketing pages are data: a list of typed blocks rendered through one registry
 * (components/blocks/registry.tsx and page-block.tsx). A block's type is what the editor's schema
 * (content/pages/keystatic.ts) gives through its mapper (content/pages/from-entry.ts), plus the
 * lists the server fills in; the yup schema below holds the rules the editor cannot (checked when
 * a page is built, `assertValidPage`, and in the unit tests).
 */

export type { Cta } from './from-entry';
export type HeroBlock = BlockOf<'hero'>;
/** Described for screen readers by its alt text. */
export type Illustration = NonNullable<HeroBlock['illustration']>;

export type FeatureGridBlock = BlockOf<'featureGrid'>;
export type SplitFeatureBlock = BlockOf<'splitFeature'>;
export type StatsBlock = BlockOf<'stats'>;
/** A figure is either one of the social-proof constants or a page-specific value. */
export type StatItem = StatsBlock['items'][number];
export type QuoteBlock = BlockOf<'quote'>;
export type StepsBlock = BlockOf<'steps'>;
export type ComparisonBlock = BlockOf<'comparison'>;
export type FaqBlock = BlockOf<'faq'>;
export type CtaBandBlock = BlockOf<'ctaBand'>;
export type RichTextBlock = BlockOf<'richText'>;
export type LinkCardsBlock = BlockOf<'linkCards'>;
export type DownloadOptionsBlock = BlockOf<'downloadOptions'>;
export type TimelineBlock = BlockOf<'timeline'>;

// The blocks that show a list editors manage elsewhere get it when the page's props are built
// (static-props.ts, decision 0166); the page's entry holds only their headings.
/** The shell's logo farm (components/logo-farm): customer logos, then award badges. */
export type LogoFarmBlock = BlockOf<'logoFarm'> & { customers?: CustomerLogo[] };
/** The shell's testimonials (components/testimonials), for one industry or a sample of all. */
export type TestimonialsBlock = BlockOf<'testimonials'> & { quotes?: Testimonial[] };
export type JobListBlock = BlockOf<'jobList'> & { jobs?: JobSummary[] };
export type PressListBlock = BlockOf<'pressList'> & { items?: PressItem[] };
/** The legal index: the editor's legal documents (content/legal), in their order. */
export type LegalIndexBlock = BlockOf<'legalIndex'> & { documents?: LegalDocumentSummary[] };

export type Block =
  | Exclude<
      EditorBlock,
      { type: 'logoFarm' | 'testimonials' | 'jobList' | 'pressList' | 'legalIndex' }
    >
  | LogoFarmBlock
  | TestimonialsBlock
  | JobListBlock
  | PressListBlock
  | LegalIndexBlock;
export type BlockType = Block['type'];

export type MarketingPage = Omit<ReturnType<typeof pageFromEntry>, 'blocks'> & {
  /** The path the page answers on, e.g. '/product/ai'. */
  route: string;
  blocks: Block[];
};

// ---------------------------------------------------------------------------------------------
// Runtime schema

// Under strict(), trim() refuses a space or newline at either end of a text: from-entry.ts trims
// what the editor saved, so this holds for a page built from an entry and catches any other source.
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
