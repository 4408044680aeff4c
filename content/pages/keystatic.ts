import { collection, fields, singleton, type ComponentSchema } from '@keystatic/core';
import { CTA_LABELS, SOCIAL_PROOF } from '@/constants/brand';
import { TESTIMONIAL_INDUSTRIES } from '@/constants/company';
import { nameAndSlug, options, previewLink, textList } from '@/lib/editor-fields';
import { ICON_NAMES, ILLUSTRATIONS } from './page-assets';

/**
 * The block-built pages in the editor (issue 15 item 1, decision 0190): one Keystatic block kind per
 * kind of the block registry (components/blocks/page-block.tsx and registry.tsx), each with the
 * fields its component reads. The site reads the saved files with Keystatic's reader and maps each
 * block onto the registry's props in content/pages/from-entry.ts, where the compiler checks that
 * every kind and field here reaches its component.
 *
 * Imported by keystatic.config.ts (editor and server): no secret, no reader.
 */

const required = (label: string, description?: string) =>
  fields.text({ label, description, validation: { isRequired: true } });
const requiredLong = (label: string, description?: string) =>
  fields.text({ label, description, multiline: true, validation: { isRequired: true } });
const optional = (label: string, description?: string) =>
  fields.text({ label, description: description ?? 'Optional.' });

const HREF_RULE = {
  regex: /^(\/|https:\/\/|mailto:)/,
  message: 'Start with / (a page of this site), https:// or mailto:',
};
/** The same rule for a link that may be left empty (Keystatic checks a pattern on '' too). */
const OPTIONAL_HREF_RULE = {
  regex: new RegExp(`^$|${HREF_RULE.regex.source}`),
  message: HREF_RULE.message,
};
const href = (label = 'Link address') =>
  fields.text({
    label,
    description: 'A path on this site (/...), an https:// address or a mailto: link.',
    validation: { isRequired: true, pattern: HREF_RULE },
  });

/** Page copy runs long: the editor lists a bullet point or a paragraph by its opening words. */
const COPY_LABEL = { labelLength: 60 };

/** A list of one or more items, each a group of fields, shown in the editor by one of them. */
const listOf = <Item extends Record<string, ComponentSchema>>(
  label: string,
  item: Item,
  shownBy: keyof Item & string,
) =>
  fields.array(fields.object(item), {
    label,
    itemLabel: (p) => String((p.fields[shownBy] as { value?: unknown }).value ?? ''),
    validation: { length: { min: 1 } },
  });

const icon = () =>
  fields.select({ label: 'Icon', options: options(ICON_NAMES), defaultValue: ICON_NAMES[0] });

const illustration = () =>
  fields.object(
    {
      name: fields.select({
        label: 'Picture',
        description: 'One of the drawings under public/illustrations/pages/.',
        options: options(ILLUSTRATIONS),
        defaultValue: ILLUSTRATIONS[0],
      }),
      alt: required(
        'Picture description (alt text)',
        'What the picture shows, for screen readers.',
      ),
    },
    { label: 'Illustration' },
  );

/** An optional part: a tick shows its fields. */
const optionalPart = <T extends Parameters<typeof fields.conditional>[1]['true']>(
  label: string,
  part: T,
) =>
  fields.conditional(fields.checkbox({ label, defaultValue: false }), {
    true: part,
    false: fields.empty(),
  });

/** A button opens one of the site's dialogs (spec section 2) or follows a link. */
const cta = (label: string) =>
  fields.conditional(
    fields.select({
      label,
      options: [
        { label: 'No button', value: 'none' },
        { label: 'Opens the demo dialog', value: 'demo' },
        { label: 'Opens the trial dialog', value: 'trial' },
        { label: 'Opens the product tour', value: 'productTour' },
        { label: 'Follows a link', value: 'link' },
      ],
      defaultValue: 'none',
    }),
    {
      none: fields.empty(),
      demo: fields.text({
        label: 'Button text',
        defaultValue: CTA_LABELS.demo,
        validation: { isRequired: true },
      }),
      trial: fields.text({
        label: 'Button text',
        defaultValue: CTA_LABELS.trial,
        validation: { isRequired: true },
      }),
      productTour: required('Button text'),
      link: fields.object({ label: required('Button text'), href: href() }),
    },
  );

const cards = (withHref: 'required' | 'optional') =>
  listOf(
    'Cards',
    {
      icon: icon(),
      title: required('Title'),
      body: requiredLong('Text'),
      href:
        withHref === 'required'
          ? href()
          : fields.text({
              label: 'Link address',
              description: 'Optional: a path (/...), an https:// address or a mailto: link.',
              validation: { pattern: OPTIONAL_HREF_RULE },
            }),
    },
    'title',
  );

/** A block kind with a heading, listed in the editor by it. */
const headed = <Fields extends Record<string, ComponentSchema>>(label: string, schema: Fields) => ({
  label,
  itemLabel: (p: { fields: Record<string, unknown> }) =>
    String((p.fields.heading as { value?: unknown }).value ?? ''),
  schema: fields.object(schema),
});

/** Every kind of block an editor can place, keyed as the registry keys its components. */
export const pageBlocks = fields.blocks(
  {
    hero: {
      label: 'Hero (the page heading; first, once)',
      itemLabel: (p) => p.fields.title.value,
      schema: fields.object({
        eyebrow: optional('Eyebrow'),
        title: required('Title', "The page's one main heading."),
        subtitle: requiredLong('Subtitle'),
        primaryCta: cta('First button'),
        secondaryCta: cta('Second button'),
        bullets: textList('Bullet points', 'Bullet point', 0, COPY_LABEL),
        illustration: optionalPart('Show an illustration', illustration()),
      }),
    },
    featureGrid: headed('Feature grid', {
      eyebrow: optional('Eyebrow'),
      heading: required('Heading'),
      intro: fields.text({ label: 'Introduction', description: 'Optional.', multiline: true }),
      columns: fields.select({
        label: 'Columns on wide screens',
        options: [
          { label: 'As many as fit', value: 'auto' },
          { label: '2', value: '2' },
          { label: '3', value: '3' },
          { label: '4', value: '4' },
        ],
        defaultValue: 'auto',
      }),
      items: cards('optional'),
    }),
    splitFeature: headed('Text beside a picture', {
      eyebrow: optional('Eyebrow'),
      heading: required('Heading'),
      body: textList('Paragraphs', 'Paragraph', 1, { ...COPY_LABEL, multiline: true }),
      bullets: textList('Bullet points', 'Bullet point', 0, COPY_LABEL),
      illustration: illustration(),
      reverse: fields.checkbox({ label: 'Picture on the left', defaultValue: false }),
      link: optionalPart(
        'Show a link',
        fields.object({ label: required('Link text'), href: href() }),
      ),
    }),
    stats: {
      label: 'Figures',
      itemLabel: (p) => p.fields.heading.value || 'Figures',
      schema: fields.object({
        heading: optional('Heading'),
        items: listOf(
          'Figures',
          {
            figure: fields.conditional(
              fields.select({
                label: 'Figure',
                options: [
                  { label: 'One of the company figures (kept up to date)', value: 'proof' },
                  { label: 'A figure of this page', value: 'value' },
                ],
                defaultValue: 'proof',
              }),
              {
                proof: fields.select({
                  label: 'Company figure',
                  options: Object.entries(SOCIAL_PROOF).map(([key, figure]) => ({
                    label: `${figure} (${key})`,
                    value: key as keyof typeof SOCIAL_PROOF,
                  })),
                  defaultValue: 'businesses',
                }),
                value: required('Figure'),
              },
            ),
            label: required('What it counts'),
          },
          'label',
        ),
        footnote: optional('Footnote', 'Optional: where the figures come from.'),
      }),
    },
    quote: {
      label: 'Customer quote',
      itemLabel: (p) => p.fields.author.value,
      schema: fields.object({
        text: requiredLong('Quote'),
        author: required('Said by'),
        role: required('Their role'),
        company: required('Company'),
      }),
    },
    steps: headed('Numbered steps', {
      heading: required('Heading'),
      intro: optional('Introduction'),
      steps: listOf('Steps', { title: required('Title'), body: requiredLong('Text') }, 'title'),
    }),
    comparison: headed('Comparison table', {
      heading: required('Heading'),
      intro: optional('Introduction'),
      columns: textList(
        'Column headings (after the feature column)',
        'Column heading',
        1,
        COPY_LABEL,
      ),
      rows: listOf(
        'Rows',
        {
          label: required('Feature'),
          values: fields.array(
            fields.conditional(
              fields.select({
                label: 'Cell',
                options: [
                  { label: 'Yes (tick)', value: 'yes' },
                  { label: 'No (dash)', value: 'no' },
                  { label: 'Text', value: 'text' },
                ],
                defaultValue: 'yes',
              }),
              { yes: fields.empty(), no: fields.empty(), text: required('Cell text') },
            ),
            {
              label: 'Cells, one per column',
              itemLabel: (p) =>
                p.discriminant === 'text' ? String(p.value.value) : p.discriminant,
              validation: { length: { min: 1 } },
            },
          ),
        },
        'label',
      ),
    }),
    faq: headed('Questions and answers', {
      heading: required('Heading'),
      items: listOf(
        'Questions',
        { question: required('Question'), answer: requiredLong('Answer') },
        'question',
      ),
    }),
    ctaBand: headed('Closing call to action', {
      heading: required('Heading'),
      body: optional('Text'),
    }),
    richText: headed('Text section', {
      eyebrow: optional('Eyebrow'),
      heading: required('Heading'),
      paragraphs: textList('Paragraphs', 'Paragraph', 1, { ...COPY_LABEL, multiline: true }),
    }),
    linkCards: headed('Link cards', {
      heading: required('Heading'),
      intro: optional('Introduction'),
      items: cards('required'),
    }),
    logoFarm: {
      label: 'Customer logos and awards',
      schema: fields.object({
        heading: optional('Heading over the logos', 'The logos are edited under Customer logos.'),
        awardsHeading: optional('Heading over the awards'),
      }),
    },
    testimonials: {
      label: 'Testimonials',
      schema: fields.object({
        heading: optional('Heading', 'The quotes are edited under Testimonials.'),
        industry: fields.select({
          label: 'Quotes from',
          options: [{ label: 'All industries', value: 'all' }, ...options(TESTIMONIAL_INDUSTRIES)],
          defaultValue: 'all',
        }),
      }),
    },
    downloadOptions: headed('Downloads', {
      heading: required('Heading'),
      items: listOf(
        'Downloads',
        {
          platform: required('Platform'),
          requirement: required('Requirement'),
          label: required('Button text'),
          href: href('Download address'),
        },
        'platform',
      ),
    }),
    timeline: headed('Timeline', {
      heading: required('Heading'),
      items: listOf(
        'Milestones',
        { year: required('Year'), title: required('Title'), body: requiredLong('Text') },
        'title',
      ),
    }),
    jobList: headed('Open positions', {
      heading: required('Heading'),
      intro: optional('Introduction'),
    }),
    pressList: headed('Press items', { heading: required('Heading') }),
    legalIndex: headed('Legal documents', { heading: required('Heading') }),
  },
  {
    label: 'Blocks',
    description: 'The page from top to bottom.',
    validation: { length: { min: 1 } },
  },
);

/**
 * Search results show the title and the description; sized for them. Every page's (the hubs' too,
 * content/hubs/keystatic.ts, which say under the description what it may hold).
 */
export const seo = (descriptionHint?: string) =>
  fields.object(
    {
      title: fields.text({
        label: 'SEO title',
        description: "The browser tab's and search results' title.",
        validation: { isRequired: true, length: { max: 70 } },
      }),
      description: fields.text({
        label: 'SEO description',
        description: descriptionHint,
        multiline: true,
        validation: { isRequired: true, length: { min: 50, max: 170 } },
      }),
    },
    { label: 'Search results' },
  );

export const singlePageFields = { seo: seo(), blocks: pageBlocks };

/** A page of a family (/product/<slug>): its name in the editor's list and its address. */
const familyPageFields = (pathPrefix: string) => ({
  name: nameAndSlug(
    'Page name',
    `The page lives at ${pathPrefix}<slug>. Changing it after publishing breaks links.`,
    { nameDescription: "The page's name in the editor's list (not shown on the site)." },
  ),
  ...singlePageFields,
});

/**
 * Where each block-built page or family of pages lives and the route of its entries. The one table
 * the editor (below), the loaders (content/pages/index.ts), the migration and publishing
 * (lib/server/editor/publishing.ts) read. The home page comes first.
 */
const ENTRIES = 'content/pages/entries';
export const PAGE_SINGLETONS = {
  homePage: { label: 'Page: Home', route: '/', file: `${ENTRIES}/home` },
  productOverviewPage: {
    label: 'Page: Product overview',
    route: '/product',
    file: `${ENTRIES}/product`,
  },
  customerServicePage: {
    label: 'Page: Customer service',
    route: '/customer-service',
    file: `${ENTRIES}/customer-service`,
  },
  emailManagementPage: {
    label: 'Page: Email management',
    route: '/email-management',
    file: `${ENTRIES}/email-management`,
  },
  clientCommunicationPage: {
    label: 'Page: Client communication',
    route: '/client-communication',
    file: `${ENTRIES}/client-communication`,
  },
  securityPage: { label: 'Page: Security', route: '/security', file: `${ENTRIES}/security` },
  downloadPage: {
    label: 'Page: Download the apps',
    route: '/download',
    file: `${ENTRIES}/download`,
  },
  supportReportPage: {
    label: 'Page: Support benchmark report',
    route: '/support-report',
    file: `${ENTRIES}/support-report`,
  },
  aboutPage: { label: 'Page: About', route: '/about', file: `${ENTRIES}/about` },
  jobsPage: { label: 'Page: Careers', route: '/jobs', file: `${ENTRIES}/jobs` },
  pressPage: { label: 'Page: Press', route: '/press', file: `${ENTRIES}/press` },
  productTourPage: {
    label: 'Page: Product tour',
    route: '/product-tour',
    file: `${ENTRIES}/product-tour`,
  },
  legalIndexPage: { label: 'Page: Legal (index)', route: '/legal', file: `${ENTRIES}/legal` },
  crmPage: { label: 'Page: CRM overview', route: '/crm', file: `${ENTRIES}/crm` },
  servicesPage: {
    label: 'Page: Services overview',
    route: '/services',
    file: `${ENTRIES}/services`,
  },
  useCasePage: {
    label: 'Page: Use cases overview',
    route: '/use-case',
    file: `${ENTRIES}/use-case`,
  },
} as const;
export const PAGE_COLLECTIONS = {
  productPages: {
    label: 'Pages: Product features',
    prefix: '/product/',
    dir: `${ENTRIES}/product`,
  },
  industryPages: {
    label: 'Pages: Industries',
    prefix: '/industries/',
    dir: `${ENTRIES}/industries`,
  },
  teamPages: { label: 'Pages: Teams', prefix: '/teams/', dir: `${ENTRIES}/teams` },
  crmPages: { label: 'Pages: CRM integrations', prefix: '/crm/', dir: `${ENTRIES}/crm` },
  servicePages: { label: 'Pages: Services', prefix: '/services/', dir: `${ENTRIES}/services` },
  useCasePages: { label: 'Pages: Use cases', prefix: '/use-case/', dir: `${ENTRIES}/use-case` },
} as const;

const singlePage = ({ label, route, file }: { label: string; route: string; file: string }) =>
  singleton({
    label,
    path: file,
    format: { data: 'yaml' },
    previewUrl: previewLink(route),
    schema: singlePageFields,
  });

const pageFamily = ({ label, prefix, dir }: { label: string; prefix: string; dir: string }) =>
  collection({
    label,
    path: `${dir}/*`,
    slugField: 'name',
    format: { data: 'yaml' },
    previewUrl: previewLink(`${prefix}{slug}`),
    schema: familyPageFields(prefix),
  });

/** Each row of a table made into its editor entry, under the row's key. */
const eachRow = <Table extends Record<string, object>, Made>(
  table: Table,
  make: (row: Table[keyof Table]) => Made,
) =>
  Object.fromEntries(
    Object.entries(table).map(([key, row]) => [key, make(row as Table[keyof Table])]),
  ) as { [Key in keyof Table]: Made };

/** Spread into keystatic.config.ts. */
export const pageSingletons = eachRow(PAGE_SINGLETONS, singlePage);
export const pageCollections = eachRow(PAGE_COLLECTIONS, pageFamily);
