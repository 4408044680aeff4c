import { useState } from 'react';
import { FIELDS, HIDDEN_FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { FieldRow, MarketingForm, MarketingOptInField } from '@/components/fields';
import { CompanyField, JobTitleField, NameFields, WorkEmailField } from './common-fields';
import { FormSuccess } from './form-success';
import { webinarSignupSchema } from '@/lib/validation/forms/webinar-signup';
import { webinarCalendarPath } from '@/lib/content/resources-browser';

const initialValues = {
  [FIELDS.firstname.name]: '',
  [FIELDS.lastname.name]: '',
  [FIELDS.email.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.jobtitle.name]: '',
  [FIELDS.marketingOptOut.name]: false,
};

export interface WebinarSignupFormProps {
  /** The Livestorm event the seat is for (livestorm_event_id). */
  eventId: string;
  title: string;
  /** The webinar's slug: its calendar file is drawn from its entry (decision 0256). */
  slug: string;
}

/** Webinar sign-up: a seat for one Livestorm event. */
export function WebinarSignupForm({ eventId, title, slug }: WebinarSignupFormProps) {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <FormSuccess title="Your seat is saved">
        <p>{`We will email your personal join link for “${title}” the day before the session.`}</p>
        <p>
          <a href={webinarCalendarPath(slug)} download>
            Add it to your calendar
          </a>
        </p>
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      validationSchema={webinarSignupSchema}
      formId={FORM_IDS.webinarSignup}
      initialValues={initialValues}
      hiddenValues={{
        [HIDDEN_FIELDS.livestormEventId]: eventId,
        [HIDDEN_FIELDS.contentName]: title,
      }}
      submitLabel="Save my seat"
      aria-label={`Register for ${title}`}
      onSuccess={() => setDone(true)}
    >
      <NameFields />
      <WorkEmailField />
      <FieldRow>
        <CompanyField />
        <JobTitleField />
      </FieldRow>
      <MarketingOptInField />
    </MarketingForm>
  );
}
