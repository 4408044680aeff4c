import type { ValueForReading } from '@keystatic/core';
import type { pageBlocks, singlePageFields } from './keystatic';
import type { Block, Cta, MarketingPage, StatItem } from './schema';

/**
 * A saved page, as Keystatic's reader gives it (the editor's schema is the source of the shape),
 * turned into the props the block registry renders. The return types make the compiler check that
 * every block kind and field the components read comes from the editor's schema.
 */
export type BlockEntry = ValueForReading<typeof pageBlocks>[number];
export type PageEntry = {
  readonly [Key in keyof typeof singlePageFields]: ValueForReading<(typeof singlePageFields)[Key]>;
};

/** Keystatic reads an empty optional text as '' and an empty list as []; the registry omits them. */
const orOmit = <T>(value: T): T | undefined =>
  value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value;

/** Drops undefined keys: page props travel as JSON, which has no undefined. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

type HeroEntry = Extract<BlockEntry, { discriminant: 'hero' }>['value'];

function ctaFrom(entry: HeroEntry['primaryCta']): Cta | undefined {
  switch (entry.discriminant) {
    case 'none':
      return undefined;
    case 'link':
      return { label: entry.value.label, href: entry.value.href };
    default:
      return { label: entry.value, action: entry.discriminant };
  }
}

const mutable = <T>(list: readonly T[]): T[] => [...list];

/** A heading over a list of plain items (questions, downloads, milestones). */
const headedList = <Item extends object>(value: { heading: string; items: readonly Item[] }) => ({
  heading: value.heading,
  items: value.items.map((item) => ({ ...item })),
});

export function blockFromEntry(entry: BlockEntry): Block {
  switch (entry.discriminant) {
    case 'hero': {
      const v = entry.value;
      return compact({
        type: 'hero',
        eyebrow: orOmit(v.eyebrow),
        title: v.title,
        subtitle: v.subtitle,
        primaryCta: ctaFrom(v.primaryCta),
        secondaryCta: ctaFrom(v.secondaryCta),
        bullets: orOmit(mutable(v.bullets)),
        illustration: v.illustration.discriminant ? { ...v.illustration.value } : undefined,
      });
    }
    case 'featureGrid': {
      const v = entry.value;
      return compact({
        type: 'featureGrid',
        eyebrow: orOmit(v.eyebrow),
        heading: v.heading,
        intro: orOmit(v.intro),
        columns: v.columns === 'auto' ? undefined : (Number(v.columns) as 2 | 3 | 4),
        items: v.items.map((item) => compact({ ...item, href: orOmit(item.href) })),
      });
    }
    case 'splitFeature': {
      const v = entry.value;
      return compact({
        type: 'splitFeature',
        eyebrow: orOmit(v.eyebrow),
        heading: v.heading,
        body: mutable(v.body),
        bullets: orOmit(mutable(v.bullets)),
        illustration: { ...v.illustration },
        reverse: v.reverse || undefined,
        link: v.link.discriminant ? { ...v.link.value } : undefined,
      });
    }
    case 'stats': {
      const v = entry.value;
      return compact({
        type: 'stats',
        heading: orOmit(v.heading),
        items: v.items.map(({ figure, label }): StatItem =>
          figure.discriminant === 'proof'
            ? { proof: figure.value, label }
            : { value: figure.value, label },
        ),
        footnote: orOmit(v.footnote),
      });
    }
    case 'quote':
      return { type: 'quote', ...entry.value };
    case 'steps': {
      const v = entry.value;
      return compact({
        type: 'steps',
        heading: v.heading,
        intro: orOmit(v.intro),
        steps: v.steps.map((step) => ({ ...step })),
      });
    }
    case 'comparison': {
      const v = entry.value;
      return compact({
        type: 'comparison',
        heading: v.heading,
        intro: orOmit(v.intro),
        columns: mutable(v.columns),
        rows: v.rows.map((row) => ({
          label: row.label,
          values: row.values.map((cell) =>
            cell.discriminant === 'text' ? cell.value : cell.discriminant === 'yes',
          ),
        })),
      });
    }
    case 'faq':
      return { type: 'faq', ...headedList(entry.value) };
    case 'ctaBand':
      return compact({
        type: 'ctaBand',
        heading: entry.value.heading,
        body: orOmit(entry.value.body),
      });
    case 'richText':
      return compact({
        type: 'richText',
        eyebrow: orOmit(entry.value.eyebrow),
        heading: entry.value.heading,
        paragraphs: mutable(entry.value.paragraphs),
      });
    case 'linkCards':
      return compact({
        type: 'linkCards',
        heading: entry.value.heading,
        intro: orOmit(entry.value.intro),
        items: entry.value.items.map((item) => ({ ...item })),
      });
    case 'logoFarm':
      return compact({
        type: 'logoFarm',
        heading: orOmit(entry.value.heading),
        awardsHeading: orOmit(entry.value.awardsHeading),
      });
    case 'testimonials':
      return compact({
        type: 'testimonials',
        heading: orOmit(entry.value.heading),
        industry: entry.value.industry === 'all' ? undefined : entry.value.industry,
      });
    case 'downloadOptions':
      return { type: 'downloadOptions', ...headedList(entry.value) };
    case 'timeline':
      return { type: 'timeline', ...headedList(entry.value) };
    case 'jobList':
      return compact({
        type: 'jobList',
        heading: entry.value.heading,
        intro: orOmit(entry.value.intro),
      });
    case 'pressList':
      return { type: 'pressList', heading: entry.value.heading };
    case 'legalIndex':
      return { type: 'legalIndex', heading: entry.value.heading };
  }
}

/** A saved page at its route. */
export function pageFromEntry(route: string, entry: PageEntry): MarketingPage {
  return {
    route,
    seo: { title: entry.seo.title, description: entry.seo.description },
    blocks: entry.blocks.map(blockFromEntry),
  };
}
