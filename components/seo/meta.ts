import { PRODUCT_NAME } from '@/constants/brand';
import { absoluteUrl } from '@/lib/content/site-origin';
import {
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
  type Breadcrumb,
  type FaqEntry,
  type JsonLd,
} from './json-ld';

/**
 * The CMS-style meta-tag container of spec section 3: JSON containers for the title, meta tags,
 * links and JSON-LD of one page. It is plain data, so a page can build it in getStaticProps, store
 * it, or hand it to <CmsHead>.
 */
export interface CmsMetaTag {
  /** `name=` tags (description, robots, twitter:*) */
  name?: string;
  /** `property=` tags (og:*, article:*) */
  property?: string;
  content: string;
}
export interface CmsLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}
export interface CmsMetaTags {
  title: string;
  metaTags: CmsMetaTag[];
  links: CmsLink[];
  jsonLd: JsonLd[];
}

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const OG_IMAGE_PATH = '/api/og';
export const RSS_PATH = '/blog/rss.xml';

export interface PageMetaInput {
  /** The page's own title, e.g. 'Pricing'. The brand is appended unless already present. */
  title: string;
  /** One or two sentences for search results and link previews (aim for 120-160 characters). */
  description: string;
  /** The canonical site path, e.g. '/pricing' (no query string). */
  path: string;
  /** Share image; defaults to the generated /api/og image for this page's title. */
  image?: { url: string; alt: string };
  /** A short label drawn above the title in the generated share image, e.g. 'Blog'. */
  eyebrow?: string;
  /** 'article' for blog posts and stories, else 'website'. */
  type?: 'website' | 'article';
  /** Keep this page out of search indexes (drafts in preview, search result pages). */
  noindex?: boolean;
  /** Adds a BreadcrumbList; start with { name: 'Home', path: '/' }. */
  breadcrumbs?: readonly Breadcrumb[];
  /** Adds an FAQPage when the page shows questions and answers. */
  faq?: readonly FaqEntry[];
  /** Further JSON-LD (BlogPosting, Product ...), built with ./json-ld. */
  jsonLd?: readonly JsonLd[];
  /** article:* tags for posts. */
  article?: { publishedTime: string; modifiedTime?: string; author: string; section: string };
}

const namesProduct = (title: string) => title.includes(PRODUCT_NAME);

/** "Pricing" -> "Pricing | Switchboard"; a title that already names the product is kept. */
export function documentTitle(title: string): string {
  return namesProduct(title) ? title : `${title} | ${PRODUCT_NAME}`;
}

/**
 * What the generated share image shows, in its reading order: the brand, then the page's title.
 * A title that already names the product is the whole description ("Switchboard: customer
 * service software…" once, not followed by the brand again).
 */
function shareImageAlt(title: string): string {
  return namesProduct(title) ? title : `${PRODUCT_NAME}: ${title}`;
}

/** The generated share image of a page: /api/og?title=…&eyebrow=… */
export function ogImagePath(title: string, eyebrow?: string): string {
  const params = new URLSearchParams({ title });
  if (eyebrow) params.set('eyebrow', eyebrow);
  return `${OG_IMAGE_PATH}?${params.toString()}`;
}

/** Search results show about 160 characters; longer descriptions are cut at a word, with '…'. */
export const META_DESCRIPTION_MAX = 160;

export function truncateAtWord(text: string, max: number = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** Builds the whole container for one page. Pure: same input, same tags. */
export function buildCmsMetaTags(input: PageMetaInput): CmsMetaTags {
  const title = documentTitle(input.title);
  const description = truncateAtWord(input.description);
  const canonical = absoluteUrl(input.path);
  const image = input.image ?? {
    url: ogImagePath(input.title, input.eyebrow),
    alt: shareImageAlt(input.title),
  };
  const imageUrl = absoluteUrl(image.url);

  const metaTags: CmsMetaTag[] = [
    { name: 'description', content: description },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: image.alt },
    ...(input.image
      ? []
      : [
          { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
          { property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
          { property: 'og:image:type', content: 'image/png' },
        ]),
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (input.article) {
    metaTags.push(
      { property: 'article:published_time', content: input.article.publishedTime },
      {
        property: 'article:modified_time',
        content: input.article.modifiedTime ?? input.article.publishedTime,
      },
      { property: 'article:author', content: input.article.author },
      { property: 'article:section', content: input.article.section },
    );
  }

  const links: CmsLink[] = [
    { rel: 'canonical', href: canonical },
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${PRODUCT_NAME} blog`,
      href: absoluteUrl(RSS_PATH),
    },
  ];

  const jsonLd: JsonLd[] = [organizationJsonLd(), webSiteJsonLd()];
  if (input.breadcrumbs && input.breadcrumbs.length > 0) {
    jsonLd.push(breadcrumbJsonLd(input.breadcrumbs));
  }
  if (input.faq && input.faq.length > 0) jsonLd.push(faqJsonLd(input.faq));
  if (input.jsonLd) jsonLd.push(...input.jsonLd);

  return { title, metaTags, links, jsonLd };
}
