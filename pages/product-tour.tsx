import type { GetStaticProps } from 'next';
import { FormPageLayout } from '@/components/forms/form-page-layout';
import { MarketingPageWithForm } from '@/components/forms/marketing-page-with-form';
import { loadProductTourForm } from '@/components/forms/page-form-loaders';
import { Island } from '@/lib/rendering';
import { PRODUCT_NAME } from '@/constants/brand';
import { FORM_ANCHORS } from '@/constants/forms';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';

export const getStaticProps: GetStaticProps<MarketingPageProps> = () =>
  marketingPageProps('/product-tour');

/** The interactive tour's page, with 'Send me this tour' after what the tour covers. */
export default function ProductTourPage({ page }: MarketingPageProps) {
  return (
    <MarketingPageWithForm page={page} afterBlocks={2}>
      <FormPageLayout
        variant="section"
        id={FORM_ANCHORS.productTour}
        eyebrow="Take it with you"
        title="Send me this tour and a follow-up"
        lead={`Not the right moment, or want a colleague to see it too? We will email you the link to the tour, and a day later a ${PRODUCT_NAME} product specialist will follow up with what teams of your size usually ask next.`}
        points={[
          'The tour link, to replay or forward to your team',
          'A follow-up written for your team size, not a generic sequence',
          'No sales call unless you ask for one',
        ]}
        formTitle="Email me the tour"
        form={<Island when="near" load={loadProductTourForm} />}
      />
    </MarketingPageWithForm>
  );
}
