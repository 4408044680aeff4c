import { StartupReferralForm } from '@/components/forms/startup-referral-form';
import { FormPage } from '@/components/forms/form-page';
import { FORM_PAGES } from '@/content/form-pages';
import { globalPagePropsOnly } from '@/lib/content/page-props';

export const getStaticProps = globalPagePropsOnly;

export default function StartupProgrammePage() {
  return <FormPage copy={FORM_PAGES.startups} form={<StartupReferralForm />} />;
}
