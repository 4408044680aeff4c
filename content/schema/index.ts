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
