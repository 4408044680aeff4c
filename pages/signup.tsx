import type { GetStaticProps } from 'next';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { useOpenModalOnArrival } from '@/components/modal-context';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';

export const getStaticProps: GetStaticProps<MarketingPageProps> = () =>
  marketingPageProps('/signup');

/** Shows the home page and opens the trial modal over it instead of navigating (spec section 2). */
export default function SignupPage({ page }: MarketingPageProps) {
  useOpenModalOnArrival('trial');
  return <MarketingPageView page={page} canonicalPath="/" />;
}
