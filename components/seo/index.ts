export { Seo, CmsHead } from './seo';
export {
  buildCmsMetaTags,
  documentTitle,
  ogImagePath,
  type CmsMetaTags,
  type CmsMetaTag,
  type CmsLink,
  type PageMetaInput,
} from './meta';
export {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type Breadcrumb,
  type FaqEntry,
  type JsonLd,
} from './json-ld';
