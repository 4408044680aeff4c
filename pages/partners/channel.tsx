import { PartnerSignupForm } from '@/components/forms/partner-signup-form';
import { FormPage } from '@/components/forms/form-page';
import { FORM_PAGES } from '@/content/form-pages';
import { globalPagePropsOnly } from '@/lib/content/page-props';

export const getStaticProps = globalPagePropsOnly;

export default function ChannelPartnersPage() {
  return (
    <FormPage copy={FORM_PAGES.partnerChannel} form={<PartnerSignupForm program="channel" />} />
  );
}
