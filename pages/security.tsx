import type { GetStaticProps } from 'next';
import { loadContactSalesForm } from '@/components/forms/page-form-loaders';
import { Island } from '@/lib/rendering';
import { FormPageLayout } from '@/components/forms/form-page-layout';
import { MarketingPageWithForm } from '@/components/forms/marketing-page-with-form';
import { PRODUCT_NAME } from '@/constants/brand';
import { FORM_ANCHORS } from '@/constants/forms';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';

export const getStaticProps: GetStaticProps<MarketingPageProps> = () =>
  marketingPageProps('/security');

/** Security and compliance, with 'Talk to sales' for teams preparing a security review. */
export default function SecurityPage({ page }: MarketingPageProps) {
  return (
    // After the documents and resources, before the FAQ.
    <MarketingPageWithForm page={page} afterBlocks={5}>
      <FormPageLayout
        variant="section"
        id={FORM_ANCHORS.talkToSales}
        eyebrow="Security reviews"
        title="Talk to sales about your security review"
        lead={`Tell us what your security, IT and legal colleagues need to approve ${PRODUCT_NAME}. An account executive and a member of our security team will set up a call and get you the documents, in the order your review asks for them.`}
        points={[
          'SOC 2 Type II report, ISO/IEC 27001 certificate and penetration-test summary under NDA',
          'Pre-filled CAIQ and SIG Lite questionnaires, and answers to your own',
          'Data Processing Addendum, and a HIPAA Business Associate Agreement on Enterprise',
        ]}
        formTitle="Talk to sales"
        form={
          <Island when="near" load={loadContactSalesForm} props={{ topic: 'Security review' }} />
        }
      />
    </MarketingPageWithForm>
  );
}
