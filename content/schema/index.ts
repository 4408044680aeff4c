import type { Entry } from '@keystatic/core/reader';
import * as yup from 'yup';
import type keystaticConfig from '@/keystatic.config';
import { siteToday } from '@/lib/clock';

/**
 * The rules of the content kept in TypeScript (site settings) and the rules of a post that the
 * editor's schema cannot hold: one yup schema each for the build-time check (lib/content/validate.ts,
 * content/blog/index.ts). Content that breaks them fails `next build` and
 * content/schema/content.test.ts.
 */

const text = () => yup.string().trim().required();
const isoDate = () =>
  text().matches(/^\d{4}-\d{2}-\d{2}$/, '${path} must be an ISO date (YYYY-MM-DD)');
/** Dates by the site's clock (SITE_CLOCK in tests, decision 0105), never the machine's. */
const notInFuture = (v: string | null | undefined) => !v || v <= siteToday();

export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

// --- Blog -------------------------------------------------------------------------------------

/**
 * A post's rules that Keystatic's schema (keystatic.config.ts, the one source of the post's shape)
 * cannot hold; the reader enforces the rest (required fields, lengths) when content/blog/index.ts
 * reads a post, and that module checks that the post's author and category exist.
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
