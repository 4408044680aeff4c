import Head from 'next/head';
import { NotFoundView } from '@/components/error-view';
import { PRODUCT_NAME } from '@/constants/brand';
import { globalPagePropsOnly } from '@/lib/content/page-props';

export const getStaticProps = globalPagePropsOnly;

export default function NotFoundPage() {
  return (
    <>
      <Head>
        <title>{`Page not found | ${PRODUCT_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <NotFoundView />
    </>
  );
}
