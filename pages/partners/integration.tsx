import { PartnerSignupForm } from '@/components/forms/partner-signup-form';
import { FormPage } from '@/components/forms/form-page';
import { FORM_PAGES } from '@/content/form-pages';

export default function IntegrationPartnersPage() {
  return (
    <FormPage
      copy={FORM_PAGES.partnerIntegration}
      form={<PartnerSignupForm program="integration" />}
    />
  );
}
