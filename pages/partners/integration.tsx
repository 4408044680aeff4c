import { PartnerSignupForm } from '@/components/forms/partner-signup-form';
import { FormPage } from '@/components/forms/form-page';
import { FORM_PAGES } from '@/content/form-pages';
import { globalPagePropsOnly } from '@/lib/content/page-props';

export const getStaticProps = globalPagePropsOnly;

export default function IntegrationPartnersPage() {
  return (
    <FormPage
      copy={FORM_PAGES.partnerIntegration}
      form={<PartnerSignupForm program="integration" />}
    />
  );
}
