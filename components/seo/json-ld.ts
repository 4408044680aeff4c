import { COMPANY_LEGAL_NAME, PRODUCT_NAME, TAGLINE } from '@/constants/brand';
import { SOCIAL_LINKS } from '@/constants/links';
import { absoluteUrl } from '@/lib/content/site-origin';

/**
 * schema.org JSON-LD builders. Each returns a plain object ready for the `jsonLd` list of the
 * meta-tag container; tests/e2e/seo.spec.ts checks the properties search engines require.
 */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

export const LOGO_PATH = '/brand/switchboard-logo.png';
export const SEARCH_PATH = '/blog/search';

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: PRODUCT_NAME,
    legalName: COMPANY_LEGAL_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl(LOGO_PATH),
    slogan: TAGLINE,
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

export function webSiteJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: PRODUCT_NAME,
    url: absoluteUrl('/'),
    publisher: { '@id': absoluteUrl('/#organization') },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(SEARCH_PATH)}?q={search_term}` },
      'query-input': 'required name=search_term',
    },
  };
}

export interface Breadcrumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(items: readonly Breadcrumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqJsonLd(entries: readonly FaqEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  authorName: string;
  authorPath?: string;
  section: string;
  wordCount?: number;
}

export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: absoluteUrl(post.path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(post.path) },
    image: [absoluteUrl(post.image)],
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: {
      '@type': 'Person',
      name: post.authorName,
      ...(post.authorPath ? { url: absoluteUrl(post.authorPath) } : {}),
    },
    publisher: { '@id': absoluteUrl('/#organization') },
    articleSection: post.section,
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
  };
}

export interface OfferInput {
  name: string;
  price: number;
  priceCurrency: string;
  /** e.g. 'per seat per month, billed annually' */
  description: string;
  path: string;
}

export function productJsonLd(input: {
  name: string;
  description: string;
  path: string;
  image: string;
  offers: readonly OfferInput[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: absoluteUrl(input.image),
    brand: { '@type': 'Brand', name: PRODUCT_NAME },
    offers: input.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price.toFixed(2),
      priceCurrency: offer.priceCurrency,
      description: offer.description,
      url: absoluteUrl(offer.path),
      availability: 'https://schema.org/InStock',
    })),
  };
}

/**
 * Serialises JSON-LD for a <script> element. '<' is escaped so that text such as '</script>' inside
 * content can never close the element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
