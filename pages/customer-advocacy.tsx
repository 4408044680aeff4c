import { CustomerAdvocacyForm } from '@/components/forms/customer-advocacy-form';
import { FormPage } from '@/components/forms/form-page';
import { FORM_PAGES } from '@/content/form-pages';
import { globalPagePropsOnly } from '@/lib/content/page-props';

export const getStaticProps = globalPagePropsOnly;

export default function CustomerAdvocacyPage() {
  return <FormPage copy={FORM_PAGES.customerAdvocacy} form={<CustomerAdvocacyForm />} />;
}
