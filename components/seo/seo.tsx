/**
 * Search-engine and sharing metadata for a page.
 *
 * Usage (one per page, anywhere in the page's JSX; next/head hoists it into <head>):
 *
 *   import { Seo } from '@/components/seo';
 *
 *   <Seo
 *     title="Pricing"                                  // becomes "Pricing | Switchboard"
 *     description="Plans for every support team ..."   // meta description, og/twitter description
 *     path="/pricing"                                  // canonical path, no query string
 *     eyebrow="Pricing"                                // optional label on the generated share image
 *     breadcrumbs={[{ name: 'Home', path: '/' }, { name: 'Pricing', path: '/pricing' }]}
 *     faq={[{ question: '…', answer: '…' }]}           // optional: adds FAQPage JSON-LD
 *     jsonLd={[productJsonLd({...})]}                 // optional extra JSON-LD from ./json-ld
 *   />
 *
 * Every page gets: <title>, description, canonical, Open Graph and Twitter tags with a generated
 * 1200x630 PNG share image (/api/og), the blog RSS alternate link, and JSON-LD Organization and
 * WebSite (with a SearchAction onto /blog/search). Props are `PageMetaInput` from ./meta.
 *
 * Pages that already hold a stored container (`CmsMetaTags`, spec section 3) render <CmsHead meta={…} />.
 */
import Head from 'next/head';
import { buildCmsMetaTags, type CmsMetaTags, type PageMetaInput } from './meta';
import { serializeJsonLd } from './json-ld';

export function CmsHead({ meta }: { meta: CmsMetaTags }) {
  return (
    <Head>
      <title key="title">{meta.title}</title>
      {meta.metaTags.map((tag) => {
        const key = tag.name ?? tag.property ?? tag.content;
        return tag.name ? (
          <meta key={`name:${key}`} name={tag.name} content={tag.content} />
        ) : (
          <meta key={`property:${key}`} property={tag.property} content={tag.content} />
        );
      })}
      {meta.links.map((link) => (
        <link
          key={`link:${link.rel}:${link.href}`}
          rel={link.rel}
          href={link.href}
          type={link.type}
          title={link.title}
        />
      ))}
      {meta.jsonLd.map((data, index) => (
        <script
          key={`jsonld:${index}:${data['@type']}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </Head>
  );
}

export function Seo(props: PageMetaInput) {
  return <CmsHead meta={buildCmsMetaTags(props)} />;
}
