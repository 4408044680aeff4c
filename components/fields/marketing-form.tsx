import {
  Form,
  Formik,
  useFormikContext,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type * as yup from 'yup';
import { v4 as uuidv4 } from 'uuid';
import { FIELDS, FORM_SUBMIT_FAILED_MESSAGE } from '@/constants/form-fields';
import { HONEYPOT_FIELD, type FormId } from '@/constants/forms';
import type {
  Experiment,
  MarketingSubmissionError,
  MarketingSubmissionResult,
  SubmissionValue,
} from '@/api-clients/marketing-forms';
import { submitLead } from '@/components/forms/submit-lead';
import {
  noteAttribution,
  prefillFromUserData,
  saveUserData,
  userDataFromValues,
} from '@/lib/attribution';
import { useGdpr, useOptInWithoutBox } from '@/lib/consent/use-gdpr';
import { IslandFocusedField, useEarlyFormInput } from '@/lib/rendering/early-input';
import { ConsentNotice } from './consent-notice';
import { FormErrorBox, SubmitButton } from './field-styles';
import { HoneypotField } from './honeypot-field';

/**
 * Catalogue fields worth remembering for the next form (never hidden or technical ones, nor the
 * answers that belong to one submission: a webinar's rating, a message to sales, a referral's
 * details about someone else).
 */
const ONE_SUBMISSION_FIELDS = new Set<string>(
  [
    FIELDS.eventRating,
    FIELDS.eventFeedback,
    FIELDS.eventFollowUp,
    FIELDS.salesMessage,
    FIELDS.referralDetails,
  ].map((field) => field.name),
);
const REMEMBERED_FIELDS = new Set<string>(
  Object.values(FIELDS)
    .map((field) => field.name)
    .filter((name) => !ONE_SUBMISSION_FIELDS.has(name)),
);

export interface MarketingFormProps<T extends FormikValues> {
  formId: FormId;
  initialValues: T;
  /**
   * The form id's schema from its own module (lib/validation/forms/), the one the forms host
   * validates with: importing the whole FORM_SCHEMAS map would ship every form's rules.
   */
  validationSchema: yup.AnyObjectSchema;
  /** Validation on blur is the default (spec section 5); the demo and trial modals turn it off. */
  validateOnBlur?: boolean;
  validateOnChange?: boolean;
  /**
   * Prefill from the stored 'user-data' (true), with a {formKey: storedKey | null} mapping (null:
   * never prefilled), or not at all.
   */
  prefill?: boolean | Partial<Record<keyof T & string, string | null>>;
  /** Hidden values sent with the visible ones (resource_id, content_name, livestorm_event_id...). */
  hiddenValues?: Record<string, SubmissionValue>;
  /** Turns form values into submission values when they differ. */
  toSubmission?: (values: T) => Record<string, SubmissionValue>;
  experiments?: Experiment[];
  submitLabel: string;
  submittingLabel?: string;
  /** Omit the consent notice (only where the page shows it next to the form itself). */
  hideConsentNotice?: boolean;
  onSuccess?: (result: MarketingSubmissionResult, values: T) => void;
  onError?: (error: MarketingSubmissionError) => void;
  /** Accessible name of the form. */
  'aria-label'?: string;
  children: ReactNode | ((formik: FormikProps<T>) => ReactNode);
}

/**
 * Fills empty fields from stored user data once, after hydration (storage is browser-only). In a
 * layout effect, so the values show in the same task as the form comes alive: from a passive
 * effect they came a moment later, and a visitor (or a test) who clicked in and typed in that
 * moment had the remembered email put in front of their text.
 */
function PrefillFromUserData({
  mapping,
  formRef,
}: {
  mapping: Record<string, string | null>;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const { values, setValues } = useFormikContext<FormikValues>();
  // In a part that replaced its island, focus comes back to that field only after this effect.
  const islandField = useContext(IslandFocusedField);
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    // The field the visitor is in is theirs: a remembered value put there would land in front of
    // what they type. What they typed before the form came alive wins anyway (CarryEarlyInput).
    const active = document.activeElement;
    const inField = formRef.current?.contains(active) ? active?.getAttribute('name') : islandField;
    const empty = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => (value === '' || value === undefined) && key !== inField,
      ),
    );
    const filled = prefillFromUserData(empty, mapping);
    const changed = Object.entries(filled).filter(([key, value]) => value !== empty[key]);
    if (changed.length > 0) void setValues({ ...values, ...Object.fromEntries(changed) }, false);
  }, [values, setValues, mapping, formRef, islandField]);
  return null;
}

/**
 * What the visitor typed, chose and ticked before the form was live goes into its state, after
 * the prefill (the visitor's input wins), and a submit they pressed then is sent (decision 0150).
 */
function CarryEarlyInput({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { values, setFieldValue, submitForm } = useFormikContext<FormikValues>();
  const [sendHeldSubmit, setSendHeldSubmit] = useState(false);
  useEarlyFormInput(formRef, (early, submitted) => {
    for (const { name, value, checked, kind } of early) {
      const current: unknown = values[name];
      if (kind === 'text' || kind === 'select') void setFieldValue(name, value, false);
      else if (kind === 'radio') {
        if (checked) void setFieldValue(name, value, false);
      } else if (Array.isArray(current)) {
        const others = (current as unknown[]).filter((item) => item !== value);
        void setFieldValue(name, checked ? [...others, value] : others, false);
      } else void setFieldValue(name, checked, false);
    }
    setSendHeldSubmit(submitted);
  });
  // After the render that holds the values above: formik's submitForm then validates those.
  useEffect(() => {
    if (!sendHeldSubmit) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the held submit is sent once
    setSendHeldSubmit(false);
    void submitForm();
  }, [sendHeldSubmit, submitForm]);
  return null;
}

/**
 * The form wrapper every marketing form uses: formik with the form id's schema, validation on
 * blur, prefill from 'user-data', a honeypot, the consent notice, and submission through the
 * marketing forms' one submit path (submitLead). Server field errors land on their fields; others
 * show above the button.
 */
export function MarketingForm<T extends FormikValues>({
  formId,
  initialValues,
  validationSchema,
  validateOnBlur = true,
  validateOnChange = false,
  prefill = true,
  hiddenValues = {},
  toSubmission,
  experiments,
  submitLabel,
  submittingLabel = 'Submitting...',
  hideConsentNotice = false,
  onSuccess,
  onError,
  'aria-label': ariaLabel,
  children,
}: MarketingFormProps<T>) {
  const gdpr = useGdpr();
  const optInWithoutBox = useOptInWithoutBox();
  // Fallback for pages where nothing recorded the landing yet: a form's page is often the landing.
  // In memory only: the measurement root writes the cookie once measurement cookies are allowed.
  useEffect(() => {
    noteAttribution();
  }, []);
  // One id per attempt: a network retry of the same attempt is stored once by the host.
  const submissionId = useRef<string | undefined>(undefined);

  const mapping = typeof prefill === 'object' ? (prefill as Record<string, string | null>) : {};
  const onSubmit = async (values: T, helpers: FormikHelpers<T>) => {
    helpers.setStatus(undefined);
    submissionId.current ??= uuidv4();
    const submission: Record<string, SubmissionValue> = {
      ...hiddenValues,
      ...(toSubmission ? toSubmission(values) : values),
      [HONEYPOT_FIELD]: (values as Record<string, unknown>)[HONEYPOT_FIELD] ?? '',
    };
    // Sent before the region was known: no box was shown, and none may be assumed ticked.
    const optOut = FIELDS.marketingOptOut.name;
    if (!gdpr && !optInWithoutBox && typeof submission[optOut] === 'boolean') {
      submission[optOut] = true;
    }
    const outcome = await submitLead({
      formId,
      values: submission,
      shownFields: Object.keys(values),
      consent: { gdpr },
      submissionId: submissionId.current,
      experiments,
      onError,
    });
    // A sent or refused attempt is over: the next one is a new submission.
    submissionId.current = undefined;
    if (outcome.sent) {
      saveUserData(userDataFromValues(values, mapping, REMEMBERED_FIELDS));
      helpers.setStatus({ submitted: true, inlineMessage: outcome.result.inlineMessage });
      onSuccess?.(outcome.result, values);
      return;
    }
    for (const [field, message] of Object.entries(outcome.fieldErrors)) {
      helpers.setFieldError(field, message);
      void helpers.setFieldTouched(field, true, false);
    }
    if (outcome.formErrors.length > 0 || Object.keys(outcome.fieldErrors).length === 0) {
      helpers.setStatus({ formError: FORM_SUBMIT_FAILED_MESSAGE });
    }
  };

  const formRef = useRef<HTMLFormElement>(null);

  return (
    <Formik<T>
      // Hidden values are form values too, so the schema (which requires some) sees them.
      initialValues={{ ...hiddenValues, ...initialValues, [HONEYPOT_FIELD]: '' }}
      validationSchema={validationSchema}
      validateOnBlur={validateOnBlur}
      validateOnChange={validateOnChange}
      onSubmit={onSubmit}
    >
      {(formik) => {
        const status = formik.status as { formError?: string } | undefined;
        return (
          <>
            <Form ref={formRef} noValidate aria-label={ariaLabel} data-form-id={formId}>
              <CarryEarlyInput formRef={formRef} />
              {status?.formError ? (
                <FormErrorBox role="alert">{status.formError}</FormErrorBox>
              ) : null}
              {typeof children === 'function' ? children(formik) : children}
              <HoneypotField />
              <SubmitButton
                type="submit"
                disabled={formik.isSubmitting}
                // Keeps focus in the field on press: its blur would validate and move the button
                // (errors appear or vanish above it) between press and release, losing the click.
                onMouseDown={(event) => event.preventDefault()}
              >
                {formik.isSubmitting ? submittingLabel : submitLabel}
              </SubmitButton>
              {hideConsentNotice ? null : <ConsentNotice />}
            </Form>
            {/* After the form, so its layout effect finds formRef set (a child's runs before). */}
            {prefill !== false ? <PrefillFromUserData mapping={mapping} formRef={formRef} /> : null}
          </>
        );
      }}
    </Formik>
  );
}
