import { PartnerSignupForm } from '@/components/forms/partner-signup-form';
import { FormPage } from '@/components/forms/form-page';
import { formPageProps, type FormPageProps } from '@/content/form-pages';

export const getStaticProps = formPageProps('partnerChannelPage');

export default function ChannelPartnersPage({ copy }: FormPageProps) {
  return <FormPage copy={copy} form={<PartnerSignupForm program="channel" />} />;
}
