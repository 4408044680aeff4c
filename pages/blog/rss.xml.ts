import type { GetServerSideProps } from 'next';
import { blogRss } from '@/lib/content/rss';

/** /blog/rss.xml: the blog's RSS 2.0 feed. */
export default function BlogRss() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=600, stale-while-revalidate=3600');
  res.end(await blogRss());
  return { props: {} };
};
