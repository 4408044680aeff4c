import type { ValueForReading } from '@keystatic/core';
import type { pageBlocks, singlePageFields } from './keystatic';

/**
 * A saved page, as Keystatic's reader gives it (the editor's schema is the source of the shape),
 * turned into the props the block registry renders. The mappers' return types are the registry's
 * block types (schema.ts names them, decision 0197), so a component that reads a field the editor
 * does not hold does not compile.
 */
export type BlockEntry = ValueForReading<typeof pageBlocks>[number];
export type PageEntry = {
  readonly [Key in keyof typeof singlePageFields]: ValueForReading<(typeof singlePageFields)[Key]>;
};

/**
 * Keystatic saves text exactly as typed, and the schema refuses a stray space or newline at either
 * end (schema.ts): every text is trimmed as it is read, so the page shows what the editor meant
 * instead of failing to regenerate.
 */
function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => trimmed(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, trimmed(item as unknown)]),
    ) as T;
  }
  return value;
}

/** Keystatic reads an empty optional text as '' and an empty list as []; the registry omits them. */
const orOmit = <T>(value: T): T | undefined =>
  value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value;

type Simplify<T> = { [Key in keyof T]: T[Key] } & {};
/** A field the mapper may leave out is an optional key of the block's type. */
type Compact<T> = Simplify<
  { [Key in keyof T as undefined extends T[Key] ? never : Key]: T[Key] } & {
    [Key in keyof T as undefined extends T[Key] ? Key : never]?: Exclude<T[Key], undefined>;
  }
>;

/** Drops undefined keys: page props travel as JSON, which has no undefined. */
function compact<T extends object>(value: T): Compact<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined),
  ) as Compact<T>;
}

type BlockKind = BlockEntry['discriminant'];
type EntryOf<Kind extends BlockKind> = Extract<BlockEntry, { discriminant: Kind }>['value'];

type ButtonEntry = EntryOf<'hero'>['primaryCta'];
// One constructor per kind of button or figure, so each keeps its own shape (a union of inline
// object literals would give every member the other's keys as optional, and `'href' in cta`
// could no longer tell them apart).
const linkButton = (label: string, href: string) => ({ label, href });
const dialogButton = (
  label: string,
  action: Exclude<ButtonEntry['discriminant'], 'none' | 'link'>,
) => ({
  label,
  action,
});

/** A button opens one of the site's dialogs or follows a link (none: no button). */
function ctaFrom(entry: ButtonEntry) {
  switch (entry.discriminant) {
    case 'none':
      return undefined;
    case 'link':
      return linkButton(entry.value.label, entry.value.href);
    default:
      return dialogButton(entry.value, entry.discriminant);
  }
}
export type Cta = NonNullable<ReturnType<typeof ctaFrom>>;

type FigureEntry = EntryOf<'stats'>['items'][number]['figure'];
/** A figure is one of the company figures (kept up to date) or a value of the page's own. */
const companyFigure = (
  label: string,
  proof: Extract<FigureEntry, { discriminant: 'proof' }>['value'],
) => ({
  label,
  proof,
});
const pageFigure = (label: string, value: string) => ({ label, value });

const mutable = <T>(list: readonly T[]): T[] => [...list];

/** A heading over a list of plain items (questions, downloads, milestones). */
const headedList = <Item extends object>(value: { heading: string; items: readonly Item[] }) => ({
  heading: value.heading,
  items: value.items.map((item) => ({ ...item })),
});

/**
 * One mapper per block kind, from the editor's value to the props its component reads. Their
 * return types are the registry's block types (BlockOf below, schema.ts): there is no second,
 * hand-written description of a block to keep in step with the editor.
 */
const blockMappers = {
  hero: (v: EntryOf<'hero'>) =>
    compact({
      eyebrow: orOmit(v.eyebrow),
      title: v.title,
      subtitle: v.subtitle,
      primaryCta: ctaFrom(v.primaryCta),
      secondaryCta: ctaFrom(v.secondaryCta),
      bullets: orOmit(mutable(v.bullets)),
      illustration: v.illustration.discriminant ? { ...v.illustration.value } : undefined,
    }),
  featureGrid: (v: EntryOf<'featureGrid'>) =>
    compact({
      eyebrow: orOmit(v.eyebrow),
      heading: v.heading,
      intro: orOmit(v.intro),
      columns: v.columns === 'auto' ? undefined : (Number(v.columns) as 2 | 3 | 4),
      items: v.items.map((item) => compact({ ...item, href: orOmit(item.href) })),
    }),
  splitFeature: (v: EntryOf<'splitFeature'>) =>
    compact({
      eyebrow: orOmit(v.eyebrow),
      heading: v.heading,
      body: mutable(v.body),
      bullets: orOmit(mutable(v.bullets)),
      illustration: { ...v.illustration },
      reverse: v.reverse || undefined,
      link: v.link.discriminant ? { ...v.link.value } : undefined,
    }),
  stats: (v: EntryOf<'stats'>) =>
    compact({
      heading: orOmit(v.heading),
      items: v.items.map(({ figure, label }) =>
        figure.discriminant === 'proof'
          ? companyFigure(label, figure.value)
          : pageFigure(label, figure.value),
      ),
      footnote: orOmit(v.footnote),
    }),
  quote: (v: EntryOf<'quote'>) => ({ ...v }),
  steps: (v: EntryOf<'steps'>) =>
    compact({
      heading: v.heading,
      intro: orOmit(v.intro),
      steps: v.steps.map((step) => ({ ...step })),
    }),
  comparison: (v: EntryOf<'comparison'>) =>
    compact({
      heading: v.heading,
      intro: orOmit(v.intro),
      columns: mutable(v.columns),
      rows: v.rows.map((row) => ({
        label: row.label,
        values: row.values.map((cell): string | boolean =>
          cell.discriminant === 'text' ? cell.value : cell.discriminant === 'yes',
        ),
      })),
    }),
  faq: (v: EntryOf<'faq'>) => headedList(v),
  ctaBand: (v: EntryOf<'ctaBand'>) => compact({ heading: v.heading, body: orOmit(v.body) }),
  richText: (v: EntryOf<'richText'>) =>
    compact({
      eyebrow: orOmit(v.eyebrow),
      heading: v.heading,
      paragraphs: mutable(v.paragraphs),
    }),
  linkCards: (v: EntryOf<'linkCards'>) =>
    compact({
      heading: v.heading,
      intro: orOmit(v.intro),
      items: v.items.map((item) => ({ ...item })),
    }),
  logoFarm: (v: EntryOf<'logoFarm'>) =>
    compact({ heading: orOmit(v.heading), awardsHeading: orOmit(v.awardsHeading) }),
  testimonials: (v: EntryOf<'testimonials'>) =>
    compact({
      heading: orOmit(v.heading),
      industry: v.industry === 'all' ? undefined : v.industry,
    }),
  downloadOptions: (v: EntryOf<'downloadOptions'>) => headedList(v),
  timeline: (v: EntryOf<'timeline'>) => headedList(v),
  jobList: (v: EntryOf<'jobList'>) => compact({ heading: v.heading, intro: orOmit(v.intro) }),
  pressList: (v: EntryOf<'pressList'>) => ({ heading: v.heading }),
  legalIndex: (v: EntryOf<'legalIndex'>) => ({ heading: v.heading }),
} satisfies { [Kind in BlockKind]: (value: EntryOf<Kind>) => object };

/** A block of one kind as the registry renders it: its kind and what its mapper gives. */
export type BlockOf<Kind extends BlockKind> = Simplify<
  { type: Kind } & ReturnType<(typeof blockMappers)[Kind]>
>;
/** Any block a saved page holds. */
export type EditorBlock = { [Kind in BlockKind]: BlockOf<Kind> }[BlockKind];

export function blockFromEntry(entry: BlockEntry): EditorBlock {
  // Each mapper takes its own kind's value (checked above); the lookup cannot say so by itself.
  const map = blockMappers[entry.discriminant] as (value: BlockEntry['value']) => object;
  return { type: entry.discriminant, ...map(trimmed(entry.value)) } as EditorBlock;
}

/** A saved page at its route. */
export function pageFromEntry(route: string, entry: PageEntry) {
  return {
    route,
    seo: { title: entry.seo.title.trim(), description: entry.seo.description.trim() },
    blocks: entry.blocks.map(blockFromEntry),
  };
}
