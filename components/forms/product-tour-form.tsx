import { useState } from 'react';
import { PRODUCT_NAME } from '@/constants/brand';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { MarketingForm, MarketingOptInField } from '@/components/fields';
import { CompanySizeField, WorkEmailField } from './common-fields';
import { FormSuccess } from './form-success';
import { productTourSchema } from '@/lib/validation/forms/product-tour';

const initialValues = {
  [FIELDS.email.name]: '',
  [FIELDS.companySize.name]: '',
  [FIELDS.marketingOptOut.name]: false,
};

/** 'Send me this tour and a follow-up' (/product-tour): the tour link by email, then a specialist. */
export function ProductTourForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) {
    return (
      <FormSuccess title="The tour is on its way">
        <p>
          {`We will email the tour link to ${sentTo} in the next few minutes. A day later, a ${PRODUCT_NAME} product specialist will follow up with the questions teams like yours ask most, and answers to any of yours.`}
        </p>
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      validationSchema={productTourSchema}
      formId={FORM_IDS.productTour}
      initialValues={initialValues}
      submitLabel="Send me the tour"
      aria-label="Send me this tour"
      onSuccess={(_result, values) => setSentTo(String(values[FIELDS.email.name]))}
    >
      <WorkEmailField />
      <CompanySizeField />
      <MarketingOptInField />
    </MarketingForm>
  );
}
