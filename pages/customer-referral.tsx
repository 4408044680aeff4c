import { CustomerReferralForm } from '@/components/forms/customer-referral-form';
import { FormPage } from '@/components/forms/form-page';
import { formPageProps, type FormPageProps } from '@/content/form-pages';

export const getStaticProps = formPageProps('customerReferralPage');

export default function CustomerReferralPage({ copy }: FormPageProps) {
  return <FormPage copy={copy} form={<CustomerReferralForm />} />;
}
