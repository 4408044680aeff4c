import type { GetServerSideProps } from 'next';
import { robotsTxt } from '@/lib/content/site-files';

export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsTxt());
  return { props: {} };
};
