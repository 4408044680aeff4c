import Head from 'next/head';
import { ErrorView } from '@/components/error-view';
import { PRODUCT_NAME } from '@/constants/brand';
import { globalPagePropsOnly } from '@/lib/content/page-props';

export const getStaticProps = globalPagePropsOnly;

export default function ServerErrorPage() {
  return (
    <>
      <Head>
        <title>{`Something went wrong | ${PRODUCT_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorView />
    </>
  );
}
