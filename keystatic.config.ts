import { collection, config, fields, singleton, type ComponentSchema } from '@keystatic/core';
import { keystaticStorage } from '@/lib/keystatic-storage';
import {
  LINK_PATTERN,
  nameAndSlug,
  options,
  previewLink,
  SLUG_PATTERN,
  textList,
} from '@/lib/editor-fields';
import { ICON_NAMES, ILLUSTRATIONS } from '@/content/pages/page-assets';
import { BUTTON_KINDS } from '@/components/button/button-kinds';
import {
  COMPANY_SIZE_BUCKETS,
  INDUSTRIES,
  REGIONS,
  TESTIMONIAL_INDUSTRIES,
} from '@/constants/company';
import { PLANS } from '@/constants/plans';
import { PRESS_KINDS } from '@/constants/press';
import { pageCollections, pageSingletons } from '@/content/pages/keystatic';
import { legalCollections } from '@/content/legal/keystatic';
import { formPageSingletons } from '@/content/form-pages/keystatic';
import { hubSingletons } from '@/content/hubs/keystatic';
import { INTEGRATION_CATEGORIES } from '@/constants/integrations';
import { EMPLOYMENT_TYPES, JOB_TEAMS } from '@/constants/jobs';
import { RESOURCE_KINDS } from '@/constants/resources';
import { uploadTypesText, type UploadKind } from '@/lib/content/upload-types';

/**
 * The editor's content model (Keystatic, decision 0160): every kind of content an editor touches is
 * a collection or a singleton here, and the site reads the same files with Keystatic's reader
 * (lib/server/content/reader.ts), so this file is the one source of each shape. Rules Keystatic
 * cannot express (dates not in the future, a post's body) are checked by the loaders as they read
 * (content/blog/index.ts, decision 0163) and by a test over every entry
 * (content/blog/blog-posts.test.ts).
 *
 * This module is imported by the editor's page (browser) and by the server: it holds no secret.
 */

/** A required date an editor may not set in the future (the loaders check the site's clock). */
const publishDate = (label: string) =>
  fields.date({ label, description: 'Not in the future.', validation: { isRequired: true } });

/** New entries start as drafts: they show only in preview until an editor unticks this. */
const draftFlag = () =>
  fields.checkbox({
    label: 'Draft',
    description: 'Drafts show only in preview, never on the public site.',
    defaultValue: true,
  });

export const blogPostFields = {
  title: nameAndSlug(
    'Title',
    'The post lives at /blog/<slug>. Changing it after publishing breaks links.',
    { maxLength: 110 },
  ),
  excerpt: fields.text({
    label: 'Excerpt',
    description: 'One or two sentences for cards, search results and the meta description.',
    multiline: true,
    validation: { isRequired: true, length: { min: 60, max: 200 } },
  }),
  seoTitle: fields.text({
    label: 'SEO title',
    description: 'Shown in search results instead of the title (leave empty to use the title).',
    validation: { length: { max: 70 } },
  }),
  seoDescription: fields.text({
    label: 'SEO description',
    description: 'Leave empty to use the excerpt.',
    multiline: true,
    validation: { length: { max: 170 } },
  }),
  // Picked from the Authors and Blog categories collections below (decision 0195).
  author: fields.relationship({
    label: 'Author',
    collection: 'authors',
    validation: { isRequired: true },
  }),
  category: fields.relationship({
    label: 'Category',
    collection: 'categories',
    validation: { isRequired: true },
  }),
  // "Not in the future" is checked when the site reads a post (content/blog/index.ts): Keystatic's
  // date limits are fixed strings, which a long-running server would hold past their day.
  date: publishDate('Publish date'),
  updated: fields.date({
    label: 'Updated on',
    description: 'Only after a real revision; not in the future.',
  }),
  draft: draftFlag(),
  cover: fields.object(
    {
      image: fields.image({
        label: 'Cover image',
        description: 'Drawn at 1200 x 630 (the share-image ratio).',
        directory: 'public/blog/covers',
        publicPath: '/blog/covers/',
        validation: { isRequired: true },
      }),
      alt: fields.text({
        label: 'Cover description (alt text)',
        validation: { isRequired: true },
      }),
    },
    { label: 'Cover' },
  ),
  body: fields.markdoc({
    label: 'Body',
    description: 'Headings start at level 2 (the title is the page heading).',
    extension: 'mdoc',
    options: { heading: [2, 3, 4], image: false },
  }),
};

/** The blog's own copy (decision 0252): /blog's heading and introduction, the feed's too. */
export const blogSettingsFields = {
  title: fields.text({
    label: 'Title',
    description: "/blog's heading, the RSS feed's title; the older pages add 'page 2 of 3'.",
    validation: { isRequired: true },
  }),
  seoTitle: fields.text({
    label: 'SEO title',
    description: "/blog's title in the browser tab and in search results.",
    validation: { isRequired: true, length: { max: 70 } },
  }),
  description: fields.text({
    label: 'Introduction',
    description:
      'The paragraph under the heading on /blog and its older pages; also their search-result description and the feed’s.',
    multiline: true,
    validation: { isRequired: true, length: { min: 50, max: 170 } },
  }),
};

/** A post's author: the byline, the card under the post and the Person of its structured data. */
export const authorFields = {
  name: nameAndSlug('Name', 'Posts name their author by it. Changing it unlinks their posts.', {
    slugLabel: 'Id (slug)',
  }),
  role: fields.text({ label: 'Role', validation: { isRequired: true } }),
  bio: fields.text({
    label: 'Bio',
    description: 'Shown under each of their posts.',
    multiline: true,
    validation: { isRequired: true, length: { min: 40 } },
  }),
  avatar: fields.object(
    {
      image: fields.image({
        label: 'Photo',
        description: 'Square; shown at 96 x 96.',
        directory: 'public/blog/authors',
        publicPath: '/blog/authors/',
        validation: { isRequired: true },
      }),
      alt: fields.text({ label: 'Photo description (alt text)', validation: { isRequired: true } }),
    },
    { label: 'Photo' },
  ),
};

/** A blog category: its filter page, its link in the blog navigation and each post's label. */
export const categoryFields = {
  name: nameAndSlug(
    'Name',
    'The category lives at /blog/category/<slug>. Changing it unlinks its posts.',
  ),
  description: fields.text({
    label: 'Description',
    description: 'The introduction of its page.',
    multiline: true,
    validation: { isRequired: true, length: { min: 40, max: 200 } },
  }),
  position: fields.integer({
    label: 'Position in the blog navigation',
    description: '1 is first.',
    validation: { isRequired: true, min: 1 },
  }),
};

export const announcementFields = {
  id: fields.text({
    label: 'Banner id',
    description: 'Change it when the message changes, so visitors who closed the old one see it.',
    validation: { isRequired: true, pattern: SLUG_PATTERN },
  }),
  text: fields.text({ label: 'Text', validation: { isRequired: true, length: { max: 140 } } }),
  link: fields.object(
    {
      label: fields.text({ label: 'Link label', validation: { isRequired: true } }),
      href: fields.text({
        label: 'Link address',
        description: 'A path on this site (/...) or an https:// address.',
        validation: {
          isRequired: true,
          pattern: { regex: /^(\/|https:\/\/)/, message: 'Start with / or https://' },
        },
      }),
    },
    { label: 'Link' },
  ),
  enabled: fields.checkbox({ label: 'Show the banner', defaultValue: true }),
};

// --- Customer stories, customer logos, testimonials, press (issue 15 items 1 and 4) ----------

/** Editors' uploads live under public/images/<kind>/<entry>/ (one stable folder per entry). */
const uploadedImage = (label: string, kind: UploadKind, description: string, isRequired: boolean) =>
  fields.image({
    label,
    description: `${description} ${uploadTypesText(kind)} files.`,
    directory: `public/images/${kind}`,
    publicPath: `/images/${kind}/`,
    validation: { isRequired },
  });

export const customerStoryFields = {
  company: nameAndSlug('Company', 'The story lives at /customer-stories/<slug>.'),
  title: fields.text({ label: 'Title', validation: { isRequired: true, length: { max: 120 } } }),
  summary: fields.text({
    label: 'Summary',
    description: 'For the story card and the meta description.',
    multiline: true,
    validation: { isRequired: true, length: { min: 60, max: 220 } },
  }),
  industry: fields.select({
    label: 'Industry',
    options: options(INDUSTRIES),
    defaultValue: INDUSTRIES[0],
  }),
  teamSize: fields.select({
    label: 'Company size',
    options: COMPANY_SIZE_BUCKETS.map((b) => ({ label: b.label, value: b.value })),
    defaultValue: COMPANY_SIZE_BUCKETS[0].value,
  }),
  agents: fields.integer({
    label: 'People answering customers',
    validation: { isRequired: true, min: 1 },
  }),
  region: fields.select({ label: 'Region', options: options(REGIONS), defaultValue: REGIONS[0] }),
  headquarters: fields.text({ label: 'Headquarters', validation: { isRequired: true } }),
  productsUsed: fields.array(fields.text({ label: 'Product', validation: { isRequired: true } }), {
    label: 'Products used',
    itemLabel: (p) => p.value,
    validation: { length: { min: 1 } },
  }),
  metrics: fields.array(
    fields.object({
      value: fields.text({ label: 'Figure (e.g. 38%)', validation: { isRequired: true } }),
      label: fields.text({ label: 'What it measures', validation: { isRequired: true } }),
      basis: fields.text({ label: 'How it was measured', validation: { isRequired: true } }),
    }),
    {
      label: 'Results',
      itemLabel: (m) => `${m.fields.value.value} ${m.fields.label.value}`,
      validation: { length: { min: 3 } },
    },
  ),
  quote: fields.object(
    {
      text: fields.text({ label: 'Quote', multiline: true, validation: { isRequired: true } }),
      author: fields.text({ label: 'Said by', validation: { isRequired: true } }),
      role: fields.text({ label: 'Their role', validation: { isRequired: true } }),
    },
    { label: 'Customer quote' },
  ),
  // Flat image fields: Keystatic names an upload after its field (<slug>/logo.png, <slug>/cover.jpg).
  logo: uploadedImage('Logo', 'stories', 'Shown in a 240 x 80 box.', true),
  logoAlt: fields.text({
    label: 'Logo description (alt text)',
    validation: { isRequired: true },
  }),
  cover: uploadedImage(
    'Cover image',
    'stories',
    'Optional; shown across the top of the story. At least 2048 px wide.',
    false,
  ),
  coverAlt: fields.text({
    label: 'Cover description (alt text)',
    description: 'Required with a cover.',
  }),
  date: publishDate('Publish date'),
  draft: draftFlag(),
  body: fields.markdoc({
    label: 'Story',
    description: 'Headings start at level 2 (the title is the page heading).',
    extension: 'mdoc',
    options: { heading: [2, 3], image: false },
  }),
};

export const customerLogoFields = {
  // The list's slugField: Keystatic names each upload after it (logos/<id>/image.svg), so a logo
  // keeps its file when the list is reordered or another logo changes.
  customer: nameAndSlug('Customer', 'Names the folder its image is saved in.', {
    nameDescription: "The image's alt text.",
    slugLabel: 'Logo id',
  }),
  image: uploadedImage('Logo', 'customer-logos', 'Drawn 40 px high.', true),
  width: fields.integer({
    label: 'Width (px)',
    description:
      'The width the image has at the height below, in proportion to its own size: a 350 x 80 image at 40 px high is 175.',
    validation: { isRequired: true, min: 1 },
  }),
  height: fields.integer({
    label: 'Height (px)',
    defaultValue: 40,
    validation: { isRequired: true, min: 1 },
  }),
  isTaller: fields.checkbox({
    label: 'Square-ish mark',
    description: 'Shown taller, so it reads at the weight of the wide wordmarks.',
    defaultValue: false,
  }),
};

export const testimonialFields = {
  industry: fields.select({
    label: 'Industry',
    options: options(TESTIMONIAL_INDUSTRIES),
    defaultValue: TESTIMONIAL_INDUSTRIES[0],
  }),
  text: fields.text({ label: 'Quote', multiline: true, validation: { isRequired: true } }),
  author: fields.text({ label: 'Said by', validation: { isRequired: true } }),
  role: fields.text({ label: 'Their role', validation: { isRequired: true } }),
  company: fields.text({ label: 'Company', validation: { isRequired: true } }),
};

export const pressItemFields = {
  title: nameAndSlug('Headline', 'The item is linked as /press#<slug>.', {
    slugLabel: 'Anchor (slug)',
  }),
  kind: fields.select({
    label: 'Kind',
    options: options(PRESS_KINDS),
    defaultValue: PRESS_KINDS[0],
  }),
  date: publishDate('Date'),
  dateline: fields.text({
    label: 'Dateline',
    description: 'Where it was datelined, e.g. San Francisco.',
    validation: { isRequired: true },
  }),
  paragraphs: fields.array(
    fields.text({
      label: 'Paragraph',
      multiline: true,
      validation: { isRequired: true, length: { min: 40 } },
    }),
    {
      label: 'Paragraphs',
      itemLabel: (p) => p.value.slice(0, 60),
      validation: { length: { min: 1 } },
    },
  ),
};

/** The collections and singletons of this section, spread into the config below. */
const storyCollections = {
  customerStories: collection({
    label: 'Customer stories',
    path: 'content/customer-stories/*',
    slugField: 'company',
    format: { data: 'yaml', contentField: 'body' },
    entryLayout: 'content',
    columns: ['company', 'date'],
    previewUrl: previewLink('/customer-stories/{slug}'),
    schema: customerStoryFields,
  }),
  press: collection({
    label: 'Press items',
    path: 'content/press/*',
    slugField: 'title',
    format: { data: 'yaml' },
    columns: ['title', 'date'],
    previewUrl: previewLink('/press'),
    schema: pressItemFields,
  }),
};
const storySingletons = {
  customerLogos: singleton({
    label: 'Customer logos',
    path: 'content/customer-logos',
    format: { data: 'yaml' },
    previewUrl: previewLink('/'),
    schema: {
      logos: fields.array(fields.object(customerLogoFields), {
        label: 'Logos',
        description: 'In the order the logo farm shows them.',
        itemLabel: (l) => l.fields.customer.value.name,
        slugField: 'customer',
        validation: { length: { min: 1 } },
      }),
    },
  }),
  testimonials: singleton({
    label: 'Testimonials',
    path: 'content/testimonials',
    format: { data: 'yaml' },
    previewUrl: previewLink('/'),
    schema: {
      quotes: fields.array(fields.object(testimonialFields), {
        label: 'Customer quotes',
        description: `At least two quotes for each industry (${TESTIMONIAL_INDUSTRIES.join(', ')}): with fewer, the home page and every page with testimonials stop updating. In order: the first quote of each industry shows where all industries mix.`,
        itemLabel: (q) => `${q.fields.industry.value}: ${q.fields.author.value}`,
      }),
    },
  }),
};

// --- Compare pages, pricing, navigation and footer (issue 15 item 1; decisions 0187-0189) ------

const requiredText = (label: string, description?: string) =>
  fields.text({ label, description, multiline: true, validation: { isRequired: true } });

const questionsAndAnswers = (label: string, min: number) =>
  fields.array(
    fields.object({
      question: fields.text({ label: 'Question', validation: { isRequired: true } }),
      answer: requiredText('Answer'),
    }),
    { label, itemLabel: (q) => q.fields.question.value, validation: { length: { min } } },
  );

export const comparisonFields = {
  competitor: nameAndSlug('Competitor', 'The page lives at /compare/<slug>.'),
  title: fields.text({ label: 'Title', validation: { isRequired: true, length: { max: 90 } } }),
  summary: fields.text({
    label: 'Summary',
    multiline: true,
    validation: { isRequired: true, length: { min: 80 } },
  }),
  officialDomains: fields.array(
    fields.text({
      label: 'Domain',
      validation: {
        isRequired: true,
        pattern: { regex: /^[a-z0-9-]+(\.[a-z0-9-]+)+$/, message: 'A bare domain: zendesk.com' },
      },
    }),
    {
      label: 'The competitor’s own domains',
      description: 'Every claim’s source must be a page on one of these or their subdomains.',
      itemLabel: (d) => d.value,
      validation: { length: { min: 1 } },
    },
  ),
  goodFitFor: requiredText('The competitor is often a good fit for'),
  switchboardFitFor: requiredText('Switchboard is often a good fit for'),
  claims: fields.array(
    fields.object({
      topic: fields.text({ label: 'Topic', validation: { isRequired: true } }),
      theirs: requiredText('What their own page says', 'In neutral words.'),
      ours: requiredText('What Switchboard offers'),
      source: fields.object(
        {
          title: fields.text({ label: 'Source title', validation: { isRequired: true } }),
          url: fields.text({
            label: 'Source address',
            description: 'A page on one of the competitor’s own domains above.',
            validation: {
              isRequired: true,
              pattern: { regex: /^https:\/\/\S+$/, message: 'Start with https://' },
            },
          }),
        },
        { label: 'Source' },
      ),
      sourceNote: fields.text({
        label: 'What the source said when you read it',
        description: 'A short paraphrase, not a copied passage.',
        multiline: true,
        validation: { isRequired: true, length: { min: 21, max: 320 } },
      }),
      // Not in the future: checked when the site reads the page (the site's clock, decision 0105).
      lastVerified: publishDate('Last verified (the day you read the source)'),
    }),
    {
      label: 'Claims',
      description:
        'Fewer rows are better than an unverified one: remove a claim no source supports.',
      itemLabel: (c) => c.fields.topic.value,
      validation: { length: { min: 3 } },
    },
  ),
  faq: questionsAndAnswers('Questions about switching', 2),
};

/** A button that opens the trial or the demo form (the pricing cards, the header). */
const trialOrDemo = (label: string) =>
  fields.select({
    label,
    options: [
      { label: 'Start a free trial', value: 'trial' },
      { label: 'Request a demo', value: 'demo' },
    ],
    defaultValue: 'trial',
  });

/** A seat price in whole USD per month; empty for a plan priced on request. */
const seatPrice = (label: string) =>
  fields.integer({ label, description: 'Whole USD per seat per month.', validation: { min: 0 } });

export const pricingFields = {
  plans: fields.array(
    fields.object({
      plan: fields.select({
        label: 'Plan',
        description: 'Its name and minimum seats are set in code (constants/plans.ts).',
        options: PLANS.map((plan) => ({ label: plan.name, value: plan.slug })),
        defaultValue: PLANS[0].slug,
      }),
      tagline: fields.text({ label: 'Tagline', validation: { isRequired: true } }),
      pricePerSeat: fields.object(
        {
          monthly: seatPrice('Billed monthly'),
          annual: seatPrice('Billed annually (not above the monthly price)'),
        },
        { label: 'Price per seat', description: 'Leave both empty for “contact sales”.' },
      ),
      highlights: fields.array(
        fields.text({ label: 'Feature', validation: { isRequired: true } }),
        {
          label: 'Highlights',
          itemLabel: (h) => h.value,
          validation: { length: { min: 3 } },
        },
      ),
      cta: trialOrDemo('Button'),
      featured: fields.checkbox({
        label: 'Most popular',
        description: 'Tick it on one plan at most: its card is marked “Most popular”.',
        defaultValue: false,
      }),
    }),
    {
      label: 'Plans',
      description: `Every plan once. The cards always show them in the order ${PLANS.map((plan) => plan.name).join(', ')}, whatever the order here.`,
      itemLabel: (p) => p.fields.plan.value,
      validation: { length: { min: PLANS.length, max: PLANS.length } },
    },
  ),
  comparison: fields.array(
    fields.object({
      name: fields.text({ label: 'Group', validation: { isRequired: true } }),
      rows: fields.array(
        fields.object({
          label: fields.text({ label: 'Feature', validation: { isRequired: true } }),
          values: fields.object(
            Object.fromEntries(
              PLANS.map((plan) => [
                plan.slug,
                fields.text({
                  label: plan.name,
                  description: '“yes”, “no”, or a short value such as 5 or Unlimited.',
                  validation: { isRequired: true },
                }),
              ]),
            ) as Record<(typeof PLANS)[number]['slug'], ReturnType<typeof fields.text>>,
            { label: 'In each plan' },
          ),
        }),
        {
          label: 'Rows',
          itemLabel: (r) => r.fields.label.value,
          validation: { length: { min: 1 } },
        },
      ),
    }),
    {
      label: 'Comparison table',
      itemLabel: (g) => g.fields.name.value,
      validation: { length: { min: 1 } },
    },
  ),
  faq: questionsAndAnswers('Pricing questions', 3),
};

/** The collections and singletons of this section, spread into the config below. */
const compareCollections = {
  comparisons: collection({
    label: 'Compare pages',
    path: 'content/compare/*',
    slugField: 'competitor',
    format: { data: 'yaml' },
    columns: ['competitor', 'title'],
    previewUrl: previewLink('/compare/{slug}'),
    schema: comparisonFields,
  }),
};
const siteContentSingletons = {
  pricing: singleton({
    label: 'Pricing',
    path: 'content/pricing',
    format: { data: 'yaml' },
    previewUrl: previewLink('/pricing'),
    schema: pricingFields,
  }),
};

// --- Integrations, resources and webinars, jobs, legal documents (issue 15 item 1) -------------

const HTTPS_URL = { regex: /^https:\/\/\S+$/, message: 'An https:// address' };

export const integrationFields = {
  name: nameAndSlug(
    'Name',
    'The integration lives at /integrations/<slug>; its drawn wordmark file too.',
  ),
  category: fields.select({
    label: 'Category',
    options: INTEGRATION_CATEGORIES.map((c) => ({ label: c.name, value: c.slug })),
    defaultValue: INTEGRATION_CATEGORIES[0].slug,
  }),
  tagline: fields.text({
    label: 'Tagline',
    description: 'One line for the directory card.',
    validation: { isRequired: true, length: { max: 110 } },
  }),
  description: fields.text({
    label: 'Description',
    multiline: true,
    validation: { isRequired: true, length: { min: 80 } },
  }),
  capabilities: textList('What it does', 'Capability', 3),
  setup: textList('Setup steps', 'Step', 2),
  builtBy: fields.select({
    label: 'Built and supported by',
    options: options(['Switchboard', 'Partner'] as const),
    defaultValue: 'Switchboard',
  }),
  plans: fields.array(
    fields.text({ label: 'Plan', validation: { isRequired: true, pattern: SLUG_PATTERN } }),
    {
      label: 'Plans that include it',
      description: "Slugs of the pricing page's plans (starter, growth, scale, enterprise).",
      itemLabel: (p) => p.value,
      validation: { length: { min: 1 } },
    },
  ),
  vendorUrl: fields.text({
    label: "Vendor's site",
    validation: { isRequired: true, pattern: HTTPS_URL },
  }),
  // A logo is exactly one of these two (checked when the site reads the entry).
  simpleIcon: fields.text({
    label: 'Mark (simple-icons slug)',
    description: "The vendor's mark in the simple-icons package; empty when it has none.",
    validation: { pattern: { regex: /^[a-z0-9]*$/, message: 'A simple-icons slug (a-z, 0-9)' } },
  }),
  wordmark: fields.object(
    {
      colour: fields.text({
        label: 'Brand colour',
        description: '#rrggbb',
        validation: { pattern: { regex: /^(#[0-9a-f]{6})?$/, message: 'A colour as #rrggbb' } },
      }),
      lines: fields.array(fields.text({ label: 'Line', validation: { isRequired: true } }), {
        label: 'Words, as the vendor writes them',
        itemLabel: (l) => l.value,
        validation: { length: { max: 2 } },
      }),
    },
    {
      label: 'Drawn wordmark',
      description:
        'Only where simple-icons has no mark; a developer draws it (scripts/content/integration-wordmarks.ts).',
    },
  ),
  draft: draftFlag(),
};

/** An ISO 3166 country code, as JobPosting's structured data wants it. */
const countryCode = (label: string) =>
  fields.text({
    label,
    description: 'Two capital letters (ISO 3166), e.g. US, GB.',
    validation: { isRequired: true, pattern: { regex: /^[A-Z]{2}$/, message: 'e.g. US or GB' } },
  });

export const jobFields = {
  title: nameAndSlug('Role', 'The role lives at /jobs/<slug>.'),
  team: fields.select({ label: 'Team', options: options(JOB_TEAMS), defaultValue: JOB_TEAMS[0] }),
  location: fields.text({
    label: 'Location',
    description: 'As it reads on the page, e.g. Remote (US or Canada).',
    validation: { isRequired: true },
  }),
  // Structured for the JobPosting data search engines read: remote roles name the countries.
  place: fields.conditional(fields.checkbox({ label: 'Remote role', defaultValue: true }), {
    true: fields.object({
      countries: fields.array(countryCode('Country'), {
        label: 'Countries people may work from',
        itemLabel: (c) => c.value,
        validation: { length: { min: 1 } },
      }),
    }),
    false: fields.object({
      locality: fields.text({ label: 'City', validation: { isRequired: true } }),
      region: fields.text({ label: 'Region or state', description: 'Optional.' }),
      country: countryCode('Country'),
    }),
  }),
  employmentType: fields.select({
    label: 'Employment type',
    options: options(EMPLOYMENT_TYPES),
    defaultValue: EMPLOYMENT_TYPES[0],
  }),
  postedOn: publishDate('Posted on'),
  salaryRange: fields.text({
    label: 'Salary range',
    description: 'Annual base salary band, e.g. $165,000 – $205,000 (optional).',
  }),
  summary: fields.text({
    label: 'Summary',
    multiline: true,
    validation: { isRequired: true, length: { min: 40 } },
  }),
  responsibilities: textList('What you will do', 'Responsibility', 2),
  requirements: textList('What you will bring', 'Requirement', 2),
  draft: draftFlag(),
};

/** A file under public/ that the site serves as it is (a download, a drawer's picture). */
const publicFile = (label: string, description: string, isRequired = true) =>
  fields.text({
    label,
    description,
    validation: {
      isRequired,
      pattern: {
        regex: isRequired ? /^\/[a-z0-9\-/]+\.[a-z0-9]+$/ : /^(\/[a-z0-9\-/]+\.[a-z0-9]+)?$/,
        message: 'A path under public/, e.g. /resources/guide.html',
      },
    },
  });

export const resourceFields = {
  title: nameAndSlug('Title', 'The resource lives at /resources/<slug>.'),
  id: fields.text({
    label: 'Resource id',
    description: 'Sent with the download form as resource_id; keep it once published.',
    validation: { isRequired: true, pattern: { regex: /^res-[a-z0-9-]+$/, message: 'res-...' } },
  }),
  kind: fields.select({
    label: 'Kind',
    options: options(RESOURCE_KINDS),
    defaultValue: RESOURCE_KINDS[0],
  }),
  summary: fields.text({
    label: 'Summary',
    multiline: true,
    validation: { isRequired: true, length: { min: 60, max: 200 } },
  }),
  takeaways: textList('What the reader takes away', 'Takeaway', 2),
  file: publicFile('File', 'The download the form unlocks, under public/resources/.'),
  fileLabel: fields.text({
    label: 'File label',
    description: 'e.g. HTML guide, 12 pages',
    validation: { isRequired: true },
  }),
  readingTime: fields.text({
    label: 'Reading time',
    description: 'e.g. 15 min read',
    validation: { isRequired: true },
  }),
  illustration: fields.select({
    label: 'Illustration',
    description: "The hub card's picture: one of the drawings under public/illustrations/pages/.",
    options: options(ILLUSTRATIONS),
    defaultValue: ILLUSTRATIONS[0],
  }),
  draft: draftFlag(),
};

export const webinarFields = {
  title: nameAndSlug('Title', 'The webinar lives at /resources/webinars/<slug>.'),
  livestormEventId: fields.text({
    label: 'Livestorm event id',
    validation: { isRequired: true, pattern: { regex: /^lvs-[a-z0-9-]+$/, message: 'lvs-...' } },
  }),
  summary: fields.text({
    label: 'Summary',
    multiline: true,
    validation: { isRequired: true, length: { min: 60, max: 220 } },
  }),
  // A UTC instant: the site's clock (SITE_CLOCK, decision 0105) decides upcoming or past.
  startsAt: fields.text({
    label: 'Starts at (UTC)',
    description: 'e.g. 2027-01-21T17:00:00Z. The page takes registrations until the session ends.',
    validation: {
      isRequired: true,
      pattern: { regex: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, message: 'YYYY-MM-DDTHH:MM:SSZ' },
    },
  }),
  durationMinutes: fields.integer({
    label: 'Length (minutes)',
    validation: { isRequired: true, min: 15, max: 240 },
  }),
  speakers: fields.array(
    fields.object({
      name: fields.text({ label: 'Name', validation: { isRequired: true } }),
      role: fields.text({ label: 'Role and company', validation: { isRequired: true } }),
    }),
    {
      label: 'Speakers',
      itemLabel: (s) => s.fields.name.value,
      validation: { length: { min: 1 } },
    },
  ),
  agenda: textList('Agenda', 'Item', 2),
  takeaways: fields.array(fields.text({ label: 'Takeaway', validation: { isRequired: true } }), {
    label: 'What the session covered',
    description: 'After the session: shown beside its feedback form.',
    itemLabel: (t) => t.value,
  }),
  draft: draftFlag(),
};

/** The collections and singletons of this section, spread into the config below. */
const directoryCollections = {
  integrations: collection({
    label: 'Integrations',
    path: 'content/integrations/*',
    slugField: 'name',
    format: { data: 'yaml' },
    columns: ['name', 'category'],
    previewUrl: previewLink('/integrations/{slug}'),
    schema: integrationFields,
  }),
  jobs: collection({
    label: 'Jobs',
    path: 'content/jobs/*',
    slugField: 'title',
    format: { data: 'yaml' },
    columns: ['title', 'postedOn'],
    previewUrl: previewLink('/jobs/{slug}'),
    schema: jobFields,
  }),
  resources: collection({
    label: 'Resources (guides, templates)',
    path: 'content/resources/guides/*',
    slugField: 'title',
    format: { data: 'yaml' },
    columns: ['title', 'kind'],
    previewUrl: previewLink('/resources/{slug}'),
    schema: resourceFields,
  }),
  webinars: collection({
    label: 'Webinars',
    path: 'content/resources/webinars/*',
    slugField: 'title',
    format: { data: 'yaml' },
    columns: ['title', 'startsAt'],
    previewUrl: previewLink('/resources/webinars/{slug}'),
    schema: webinarFields,
  }),
};

// --- Navigation and footer (issue 15 item 1, decision 0191) ------------------------------------

/** A link of the menu or the footer; subtitle, icon and badge show where the shell draws them. */
export const navLinkFields = {
  title: fields.text({ label: 'Title', validation: { isRequired: true } }),
  href: fields.text({
    label: 'Address',
    description: 'A path on this site (/pricing) or an https:// address.',
    validation: { isRequired: true, pattern: LINK_PATTERN },
  }),
  subtitle: fields.text({
    label: 'Subtitle',
    description: 'One line under the title in a drawer (optional; the footer does not show it).',
  }),
  icon: fields.select({
    label: 'Icon',
    description: 'Shown in drawers, the mobile menu and featured links.',
    options: [{ label: 'No icon', value: '' }, ...options(ICON_NAMES)],
    defaultValue: '',
  }),
  tag: fields.text({
    label: 'Badge',
    description: 'A short word beside the title, e.g. New or Hiring (optional).',
    validation: { length: { max: 12 } },
  }),
};

const navActionKind = () =>
  fields.select({
    label: 'Look',
    description: 'primary: the filled button; secondary: outlined; link: plain text.',
    options: options(BUTTON_KINDS),
    defaultValue: 'primary',
  });

const navLinks = (label: string, min: number, description?: string) =>
  fields.array(fields.object(navLinkFields), {
    label,
    description,
    itemLabel: (link) => link.fields.title.value,
    validation: { length: { min } },
  });

const navSection = () =>
  fields.object({
    title: fields.text({ label: 'Section title', validation: { isRequired: true } }),
    links: navLinks('Links', 1),
  });

const navSections = (label: string, min: number) =>
  fields.array(navSection(), {
    label,
    itemLabel: (section) => section.fields.title.value,
    validation: { length: { min } },
  });

/** Something a drawer shows only when the box is ticked (a picture, a promo banner). */
const optional = <Schema extends Record<string, ComponentSchema>>(label: string, schema: Schema) =>
  fields.conditional(fields.checkbox({ label, defaultValue: false }), {
    true: fields.object(schema),
    false: fields.empty(),
  });

export const navigationFields = {
  primaryNav: fields.blocks(
    {
      link: {
        label: 'Link',
        itemLabel: (link) => link.fields.title.value,
        schema: fields.object({
          title: navLinkFields.title,
          href: navLinkFields.href,
          tag: navLinkFields.tag,
        }),
      },
      drawer: {
        label: 'Drawer',
        itemLabel: (drawer) => drawer.fields.title.value,
        schema: fields.object({
          title: fields.text({ label: 'Title', validation: { isRequired: true } }),
          subtitle: fields.text({
            label: 'Subtitle',
            description: 'One line for screen readers and the mobile menu.',
          }),
          sections: navSections('Sections', 1),
          featuredTitle: fields.text({
            label: 'Featured links title',
            description: 'Empty: “Featured”.',
          }),
          featuredLinks: navLinks('Featured links', 0),
          image: optional('Show a picture', {
            src: publicFile(
              'Picture',
              'An illustration under public/, e.g. /illustrations/shell/drawer-solutions.svg.',
            ),
            alt: fields.text({
              label: 'Picture description (alt text)',
              validation: { isRequired: true },
            }),
            width: fields.integer({
              label: 'Width (px)',
              validation: { isRequired: true, min: 1 },
            }),
            height: fields.integer({
              label: 'Height (px)',
              validation: { isRequired: true, min: 1 },
            }),
          }),
          promoBanner: optional('Show a promo banner', {
            eyebrow: fields.text({ label: 'Eyebrow', validation: { isRequired: true } }),
            title: fields.text({ label: 'Title', validation: { isRequired: true } }),
            href: navLinkFields.href,
            cta: fields.text({ label: 'Link label', validation: { isRequired: true } }),
          }),
        }),
      },
    },
    {
      label: 'Menu',
      description: 'The header’s items, left to right; the mobile menu lists the same.',
    },
  ),
  actions: fields.blocks(
    {
      link: {
        label: 'Link button',
        itemLabel: (action) => action.fields.label.value,
        schema: fields.object({
          kind: navActionKind(),
          label: fields.text({ label: 'Label', validation: { isRequired: true } }),
          href: navLinkFields.href,
        }),
      },
      form: {
        label: 'Opens a form',
        itemLabel: (action) => action.fields.label.value,
        schema: fields.object({
          kind: navActionKind(),
          label: fields.text({ label: 'Label', validation: { isRequired: true } }),
          action: trialOrDemo('Form'),
        }),
      },
    },
    { label: 'Header buttons', validation: { length: { min: 1 } } },
  ),
  footer: fields.object(
    {
      columns: fields.array(
        fields.object({
          sections: navSections('Sections', 1),
          featuredLinks: navLinks('Featured links', 0, 'Shown with an arrow under the sections.'),
        }),
        {
          label: 'Columns',
          itemLabel: (c) => c.fields.sections.elements[0]?.fields.title.value ?? 'Column',
          validation: { length: { min: 1 } },
        },
      ),
      smallLinkColumns: navSections('Smaller columns', 0),
      compareColumn: fields.object(
        {
          title: fields.text({ label: 'Section title', validation: { isRequired: true } }),
          links: navLinks('Links', 1),
        },
        {
          label: 'Compare column',
          description:
            'Shown beside the smaller columns while the compare pages are switched on; one link per compare page.',
        },
      ),
      legalLinks: navLinks('Legal links', 1),
    },
    { label: 'Footer' },
  ),
};

const navigationSingletons = {
  navigation: singleton({
    label: 'Navigation and footer',
    path: 'content/navigation',
    format: { data: 'yaml' },
    // The header and footer are on every page: the Preview link opens the home page.
    previewUrl: previewLink('/'),
    schema: navigationFields,
  }),
};

export default config({
  storage: keystaticStorage(
    process.env.NEXT_PUBLIC_KEYSTATIC_STORAGE,
    process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO,
  ),
  ui: { brand: { name: 'Switchboard editor' } },
  collections: {
    posts: collection({
      label: 'Blog posts',
      path: 'content/blog/posts/*',
      slugField: 'title',
      format: { data: 'yaml', contentField: 'body' },
      entryLayout: 'content',
      columns: ['title', 'date'],
      previewUrl: previewLink('/blog/{slug}'),
      schema: blogPostFields,
    }),
    authors: collection({
      label: 'Blog authors',
      path: 'content/blog/authors/*',
      slugField: 'name',
      format: { data: 'yaml' },
      columns: ['name', 'role'],
      // Authors have no page of their own: /blog shows them on every post card.
      previewUrl: previewLink('/blog'),
      schema: authorFields,
    }),
    categories: collection({
      label: 'Blog categories',
      path: 'content/blog/categories/*',
      slugField: 'name',
      format: { data: 'yaml' },
      columns: ['name', 'position'],
      previewUrl: previewLink('/blog/category/{slug}'),
      schema: categoryFields,
    }),
    ...storyCollections,
    ...compareCollections,
    ...pageCollections,
    ...directoryCollections,
    ...legalCollections,
  },
  singletons: {
    announcement: singleton({
      label: 'Announcement banner',
      path: 'content/site/announcement',
      format: { data: 'yaml' },
      previewUrl: previewLink('/'),
      schema: announcementFields,
    }),
    blogSettings: singleton({
      label: 'Blog: title and introduction',
      path: 'content/blog/settings',
      format: { data: 'yaml' },
      previewUrl: previewLink('/blog'),
      schema: blogSettingsFields,
    }),
    ...storySingletons,
    ...siteContentSingletons,
    ...pageSingletons,
    ...formPageSingletons,
    ...hubSingletons,
    ...navigationSingletons,
  },
});
