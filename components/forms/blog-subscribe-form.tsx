import { useState } from 'react';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@/constants/brand';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { EmailField, MarketingForm } from '@/components/fields';
import { FormSuccess } from './form-success';
import { blogSubscribeSchema } from '@/lib/validation/forms/blog-subscribe';

export interface BlogSubscribeFormProps {
  /** The blog footer form by default; the subscribe modal passes its own id. */
  formId?: typeof FORM_IDS.blogSubscribeFooter | typeof FORM_IDS.blogSubscribeModal;
  /** Heading level of the thank-you view (h2 in the modal, which titles the dialog). */
  successHeadingId?: string;
}

const initialValues = { [FIELDS.email.name]: '' };

/** Blog subscription: one email field. Subscribing is the consent to receive the newsletter. */
export function BlogSubscribeForm({
  formId = FORM_IDS.blogSubscribeFooter,
  successHeadingId,
}: BlogSubscribeFormProps) {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <FormSuccess
        title="You're subscribed"
        headingLevel={successHeadingId ? 'h2' : 'h3'}
        headingId={successHeadingId}
      >
        <p>{`New ${PRODUCT_NAME} articles on customer service will arrive in your inbox every other week.`}</p>
      </FormSuccess>
    );
  }
  return (
    <Wrapper>
      <MarketingForm
        validationSchema={blogSubscribeSchema}
        formId={formId}
        initialValues={initialValues}
        submitLabel="Subscribe"
        aria-label="Subscribe to the blog"
        onSuccess={() => setDone(true)}
      >
        <EmailField />
      </MarketingForm>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  max-width: 480px;
`;
