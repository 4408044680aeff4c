export { Seo } from './seo';
export { ogImagePath } from './meta';
export { blogPostingJsonLd, productJsonLd, type Breadcrumb, type JsonLd } from './json-ld';
