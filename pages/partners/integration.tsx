import { PartnerSignupForm } from '@/components/forms/partner-signup-form';
import { FormPage } from '@/components/forms/form-page';
import { formPageProps, type FormPageProps } from '@/content/form-pages';

export const getStaticProps = formPageProps('partnerIntegrationPage');

export default function IntegrationPartnersPage({ copy }: FormPageProps) {
  return <FormPage copy={copy} form={<PartnerSignupForm program="integration" />} />;
}
