import type { GetStaticProps } from 'next';
import { FormPageLayout } from '@/components/forms/form-page-layout';
import { MarketingPageWithForm } from '@/components/forms/marketing-page-with-form';
import { loadResourceDownloadForm } from '@/components/forms/page-form-loaders';
import { Island } from '@/lib/rendering';
import { PRODUCT_NAME } from '@/constants/brand';
import { FORM_ANCHORS, FORM_IDS } from '@/constants/forms';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';
import { SUPPORT_REPORT } from '@/constants/resources';

export const getStaticProps: GetStaticProps<MarketingPageProps> = () =>
  marketingPageProps('/support-report');

/** The benchmark report's landing page; the download form under the hero unlocks the report. */
export default function SupportReportPage({ page }: MarketingPageProps) {
  return (
    <MarketingPageWithForm page={page} afterBlocks={1}>
      <FormPageLayout
        variant="section"
        id={FORM_ANCHORS.supportReport}
        eyebrow="Free download"
        title={`Get the full ${SUPPORT_REPORT.title}`}
        lead="Every benchmark in the report by channel, industry and team size, with the methodology behind each number and a scorecard to rate your own team."
        points={[
          'Response and resolution times for email, chat, messaging and forms',
          'What moves CSAT, and what barely matters',
          `How teams use AI today, from the ${PRODUCT_NAME} conversation data`,
          'A ten-point self-assessment scorecard',
        ]}
        formTitle="Download the report"
        form={
          <Island
            when="near"
            load={loadResourceDownloadForm}
            props={{ formId: FORM_IDS.supportReportDownload, resource: SUPPORT_REPORT }}
          />
        }
      />
    </MarketingPageWithForm>
  );
}
