import { StartupReferralForm } from '@/components/forms/startup-referral-form';
import { FormPage } from '@/components/forms/form-page';
import { formPageProps, type FormPageProps } from '@/content/form-pages';

export const getStaticProps = formPageProps('startupsPage');

export default function StartupProgrammePage({ copy }: FormPageProps) {
  return <FormPage copy={copy} form={<StartupReferralForm />} />;
}
