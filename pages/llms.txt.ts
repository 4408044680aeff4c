import type { GetServerSideProps } from 'next';
import { site } from '@/content/site';
import { getRouteTitles } from '@/lib/content/routes';
import { llmsTxt } from '@/lib/content/site-files';

/** /llms.txt: the key pages in Markdown for language models (llmstxt.org). */
export default function LlmsTxt() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(await llmsTxt(await getRouteTitles(), site.metadata.description));
  return { props: {} };
};
