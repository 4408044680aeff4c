import type { NextPageContext } from 'next';
import Head from 'next/head';
import { ErrorView, NotFoundView } from '@/components/error-view';
import { PRODUCT_NAME } from '@/constants/brand';

interface ErrorPageProps {
  statusCode: number;
}

/** Next's error page: 404s get the not-found page, every other failure the generic error page. */
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  const notFound = statusCode === 404;
  return (
    <>
      <Head>
        <title>
          {notFound ? `Page not found | ${PRODUCT_NAME}` : `Something went wrong | ${PRODUCT_NAME}`}
        </title>
        <meta name="robots" content="noindex" />
      </Head>
      {notFound ? <NotFoundView /> : <ErrorView />}
    </>
  );
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  return { statusCode };
};
