import { useState } from 'react';
import { PRODUCT_NAME } from '@/constants/brand';
import {
  EVENT_RATING_OPTIONS,
  FIELDS,
  HIDDEN_FIELDS,
  REFERRAL_DETAILS_MAX_LENGTH,
} from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { CheckboxField, MarketingForm, SelectField, TextareaField } from '@/components/fields';
import { WorkEmailField } from './common-fields';
import { FormSuccess } from './form-success';
import { webinarFeedbackSchema } from '@/lib/validation/forms/webinar-feedback';

const initialValues = {
  [FIELDS.email.name]: '',
  [FIELDS.eventRating.name]: '',
  [FIELDS.eventFeedback.name]: '',
  [FIELDS.eventFollowUp.name]: false,
};

export interface WebinarFeedbackFormProps {
  /** The Livestorm event the feedback is about (livestorm_event_id). */
  eventId: string;
  title: string;
}

/** After a past webinar: a rating, what was useful, and whether a specialist should follow up. */
export function WebinarFeedbackForm({ eventId, title }: WebinarFeedbackFormProps) {
  const [followUp, setFollowUp] = useState<boolean | null>(null);
  if (followUp !== null) {
    return (
      <FormSuccess title="Thanks for your feedback">
        <p>
          {followUp
            ? `A ${PRODUCT_NAME} specialist will email you within one business day to talk through how the ideas from the session fit your team.`
            : 'Every answer is read by the people who plan our sessions, and shapes the next one.'}
        </p>
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      validationSchema={webinarFeedbackSchema}
      formId={FORM_IDS.webinarFeedback}
      initialValues={initialValues}
      hiddenValues={{
        [HIDDEN_FIELDS.livestormEventId]: eventId,
        [HIDDEN_FIELDS.contentName]: title,
      }}
      submitLabel="Send feedback"
      aria-label={`Feedback on ${title}`}
      onSuccess={(_result, values) => setFollowUp(values[FIELDS.eventFollowUp.name] === true)}
    >
      <WorkEmailField />
      <SelectField
        name={FIELDS.eventRating.name}
        label={FIELDS.eventRating.label}
        options={EVENT_RATING_OPTIONS}
      />
      <TextareaField
        name={FIELDS.eventFeedback.name}
        label={FIELDS.eventFeedback.label}
        maxLength={REFERRAL_DETAILS_MAX_LENGTH}
        rows={3}
        required={false}
      />
      <CheckboxField name={FIELDS.eventFollowUp.name} label={FIELDS.eventFollowUp.label} />
    </MarketingForm>
  );
}
