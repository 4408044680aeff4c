import Head from 'next/head';
import { PRODUCT_NAME } from '@/constants/brand';

export default function HomePage() {
  return (
    <>
      <Head>
        <title>{`${PRODUCT_NAME}: customer service software for teams`}</title>
      </Head>
      <main>
        <h1>Customer service that feels personal, at any scale</h1>
      </main>
    </>
  );
}
