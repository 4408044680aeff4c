import { CustomerAdvocacyForm } from '@/components/forms/customer-advocacy-form';
import { FormPage } from '@/components/forms/form-page';
import { formPageProps, type FormPageProps } from '@/content/form-pages';

export const getStaticProps = formPageProps('customerAdvocacyPage');

export default function CustomerAdvocacyPage({ copy }: FormPageProps) {
  return <FormPage copy={copy} form={<CustomerAdvocacyForm />} />;
}
