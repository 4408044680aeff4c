import Head from 'next/head';
import { NotFoundView } from '@/components/error-view';
import { PRODUCT_NAME } from '@/constants/brand';

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
