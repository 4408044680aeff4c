import type { GetServerSideProps } from 'next';
import { sitemapXml } from '@/lib/content/site-files';

/** /sitemap.xml: every public route of lib/content/routes.ts. */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=600, stale-while-revalidate=3600');
  res.end(await sitemapXml());
  return { props: {} };
};
