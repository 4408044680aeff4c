import { CustomerReferralForm } from '@/components/forms/customer-referral-form';
import { FormPage } from '@/components/forms/form-page';
import { FORM_PAGES } from '@/content/form-pages';

export default function CustomerReferralPage() {
  return <FormPage copy={FORM_PAGES.customerReferral} form={<CustomerReferralForm />} />;
}
