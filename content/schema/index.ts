import type { Entry } from '@keystatic/core/reader';
import * as yup from 'yup';
import type keystaticConfig from '@/keystatic.config';
import { siteToday } from '@/lib/clock';

/**
 * The shape of every content module owned by the content layer (blog, authors, categories,
 * pricing, comparisons, site settings): one TypeScript type for
 * the code and one yup schema for the build-time check (lib/content/validate.ts). A content file
 * that breaks its schema fails `next build` and content/schema/content.test.ts.
 */

const text = () => yup.string().trim().required();
const slug = () =>
  text().matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, '${path} must be a lower-case slug (a-z, 0-9, -)');
const isoDate = () =>
  text().matches(/^\d{4}-\d{2}-\d{2}$/, '${path} must be an ISO date (YYYY-MM-DD)');
/** Dates by the site's clock (SITE_CLOCK in tests, decision 0105), never the machine's. */
const notInFuture = (v: string | null | undefined) => !v || v <= siteToday();
const httpsUrl = () => text().matches(/^https:\/\/\S+$/, '${path} must be an https URL');
/** Images live in public/; each has intrinsic dimensions so next/image reserves its box. */
const image = () =>
  yup
    .object({
      src: text().matches(/^\/[a-z0-9\-/]+\.(svg|png|jpg|webp)$/, '${path} must be a public path'),
      alt: text(),
      width: yup.number().integer().positive().required(),
      height: yup.number().integer().positive().required(),
    })
    .required();

export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

// --- Authors and categories -------------------------------------------------------------------

export interface Author {
  slug: string;
  name: string;
  role: string;
  bio: string;
  avatar: ContentImage;
}
export const authorSchema = yup.object({
  slug: slug(),
  name: text(),
  role: text(),
  bio: text().min(40),
  avatar: image(),
});

export interface Category {
  slug: string;
  name: string;
  description: string;
}
export const categorySchema = yup.object({
  slug: slug(),
  name: text(),
  description: text().min(40).max(200),
});

// --- Blog -------------------------------------------------------------------------------------

/**
 * A post's rules that Keystatic's schema (keystatic.config.ts, the one source of the post's shape)
 * cannot hold; the reader enforces the rest (required fields, lengths, author and category) when
 * content/blog/index.ts reads a post.
 */
export const blogPostRules = yup.object({
  date: isoDate().test('not-in-future', '${path} must not be in the future', notInFuture),
  updated: isoDate()
    .nullable()
    .test('not-in-future', '${path} must not be in the future', notInFuture),
  body: text()
    .min(1200, '${path} is too short for a post (at least 1,200 characters)')
    .test(
      'no-h1',
      '${path} must not contain a level-1 heading (the page title is the <h1>)',
      (v) => (v ? !/^# /m.test(v) : true),
    ),
});

// --- Pricing ----------------------------------------------------------------------------------

export type BillingPeriod = 'monthly' | 'annual';
export interface PricingPlan {
  slug: string;
  name: string;
  tagline: string;
  /** Price per seat per month in whole USD for each billing period; null = priced on request. */
  pricePerSeat: Record<BillingPeriod, number | null>;
  minimumSeats: number;
  highlights: string[];
  cta: 'trial' | 'demo';
  featured: boolean;
}
export interface PricingFeatureRow {
  label: string;
  /** Per plan slug: true (included), false (not included) or a short value such as '5'. */
  values: Record<string, boolean | string>;
}
export interface PricingFeatureGroup {
  name: string;
  rows: PricingFeatureRow[];
}
export interface Pricing {
  currency: 'USD';
  plans: PricingPlan[];
  comparison: PricingFeatureGroup[];
  faq: { question: string; answer: string }[];
}
const price = () => yup.number().integer().min(0).nullable().defined();
export const pricingSchema = yup
  .object({
    currency: yup.string().oneOf(['USD']).required(),
    plans: yup
      .array()
      .of(
        yup.object({
          slug: slug(),
          name: text(),
          tagline: text(),
          pricePerSeat: yup.object({ monthly: price(), annual: price() }).required(),
          minimumSeats: yup.number().integer().positive().required(),
          highlights: yup.array().of(text()).min(3).required(),
          cta: yup.string().oneOf(['trial', 'demo']).required(),
          featured: yup.boolean().required(),
        }),
      )
      .min(2)
      .required(),
    comparison: yup
      .array()
      .of(
        yup.object({
          name: text(),
          rows: yup
            .array()
            .of(
              yup.object({
                label: text(),
                values: yup.mixed<Record<string, boolean | string>>().required(),
              }),
            )
            .min(1)
            .required(),
        }),
      )
      .min(1)
      .required(),
    faq: yup
      .array()
      .of(yup.object({ question: text(), answer: text() }))
      .min(3)
      .required(),
  })
  .test('one-price-per-plan', 'every comparison row needs a value for every plan', (p) => {
    if (!p) return true;
    const slugs = p.plans.map((plan) => plan.slug);
    return p.comparison.every((group) =>
      group.rows.every((row) => slugs.every((s) => s in (row.values as object))),
    );
  })
  .test('annual-not-dearer', 'an annual price must not exceed the monthly price', (p) =>
    p
      ? p.plans.every(
          ({ pricePerSeat: { monthly, annual } }) =>
            monthly === null || annual === null || annual <= monthly,
        )
      : true,
  );

// --- Comparisons ------------------------------------------------------------------------------

export interface ComparisonClaim {
  topic: string;
  /** What the competitor's own public page says, in neutral words. */
  theirs: string;
  /** What Switchboard offers on the same topic. */
  ours: string;
  source: { title: string; url: string };
  /**
   * What the source page said when it was read, in our own words (a short paraphrase, not a
   * copied passage), so a later editor can see at a glance whether the page still says it.
   */
  sourceNote: string;
  /** The day an editor last read the source and found it supports `theirs`, YYYY-MM-DD. */
  lastVerified: string;
}
export interface Comparison {
  slug: string;
  competitor: string;
  title: string;
  summary: string;
  /**
   * The competitor's own domains (e.g. 'zendesk.com'): every claim's source must be a page on one
   * of them or their subdomains, never a third party's summary.
   */
  officialDomains: string[];
  /** Who tends to choose the competitor, stated fairly. */
  goodFitFor: string;
  /** Who tends to choose Switchboard. */
  switchboardFitFor: string;
  claims: ComparisonClaim[];
  faq: { question: string; answer: string }[];
}
const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};
export const comparisonSchema = yup
  .object({
    slug: slug(),
    competitor: text(),
    title: text().max(90),
    summary: text().min(80),
    officialDomains: yup
      .array()
      .of(text().matches(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, '${path} must be a bare domain'))
      .min(1)
      .required(),
    goodFitFor: text(),
    switchboardFitFor: text(),
    claims: yup
      .array()
      .of(
        yup.object({
          topic: text(),
          theirs: text(),
          ours: text(),
          source: yup.object({ title: text(), url: httpsUrl() }).required(),
          sourceNote: text().max(320),
          lastVerified: isoDate().test(
            'not-in-future',
            '${path} must not be in the future (it is the day the source was read)',
            notInFuture,
          ),
        }),
      )
      // Fewer rows are better than an unverified one: a claim no source supports is removed.
      .min(3)
      .required(),
    faq: yup
      .array()
      .of(yup.object({ question: text(), answer: text() }))
      .min(2)
      .required(),
  })
  .test(
    'sources-on-official-domains',
    'every claim source must be a page on one of officialDomains',
    (c) => {
      if (!c?.claims || !c.officialDomains) return true;
      const domains = c.officialDomains as string[];
      return c.claims.every((claim) => {
        const host = hostOf(claim.source.url);
        return domains.some((d) => host === d || host.endsWith(`.${d}`));
      });
    },
  );

// --- Site settings ----------------------------------------------------------------------------

/** The banner above the navigation: its shape is the editor's (keystatic.config.ts). */
export type Announcement = Entry<(typeof keystaticConfig)['singletons']['announcement']>;
export interface SiteMetadata {
  title: string;
  description: string;
  twitterHandle: string;
  locale: string;
}
export interface SiteSettings {
  metadata: SiteMetadata;
  featureFlags: Record<string, boolean>;
  /** ISO timestamp of the last content change; the browser keeps the later copy (spec section 4). */
  lastUpdated: string;
}
export const siteSchema = yup.object({
  metadata: yup
    .object({
      title: text(),
      description: text().min(50).max(170),
      twitterHandle: text().matches(/^@\w+$/),
      locale: text(),
    })
    .required(),
  featureFlags: yup
    .mixed<Record<string, boolean>>()
    .test(
      'flags',
      '${path} must map names to booleans',
      (flags) => Boolean(flags) && Object.values(flags ?? {}).every((v) => typeof v === 'boolean'),
    )
    .required(),
  lastUpdated: text().test('iso', '${path} must be an ISO timestamp', (v) =>
    v ? !Number.isNaN(Date.parse(v)) && v.includes('T') : false,
  ),
});
