/**
 * Form fields on formik, styled with the theme (no global CSS needed).
 *
 * Usage:
 *   <MarketingForm formId={FORM_IDS.getStarted} initialValues={{email: '', ...}} submitLabel="Get started"
 *     onSuccess={(result, values) => ...}>
 *     <EmailField />                         // FIELDS.email; pass warning={businessEmailWarning(...)}
 *     <TextField name="firstname" label={FIELDS.firstname.label} autoComplete="given-name" />
 *     <SelectField name="company_size__new_" label="Company size" options={COMPANY_SIZE_BUCKETS} />
 *     <PhoneField />   // from './phone-field' (not in this index: libphonenumber's metadata)
 *     <CheckboxField name="..." label="..." />, <CheckboxGroupField />, <TextareaField />
 *     <MarketingOptInField />                 // only renders in the GDPR region
 *   </MarketingForm>
 * Each form passes its schema from lib/validation/forms/ (validationSchema).
 * MarketingForm validates on blur by default (validateOnBlur={false} for the demo and trial modals),
 * prefills from 'user-data' (prefill={{formKey: 'storedKey'}} to map), adds the honeypot and the
 * consent notice, and maps the host's field errors onto fields. Modals with their own step logic
 * use the fields inside their own <Formik> and submit through submitLead
 * (components/forms/submit-lead.ts), the one submit path (docs/decisions/0130).
 */
export { MarketingForm } from './marketing-form';
export { TextField } from './text-field';
export { EmailField } from './email-field';
export { SelectField } from './select-field';
export { TextareaField } from './textarea-field';
export { CheckboxField, CheckboxGroupField } from './checkbox-field';
export { ConsentNotice } from './consent-notice';
export { MarketingOptInField } from './marketing-opt-in-field';
export { FieldRow, SubmitButton, FormErrorBox } from './field-styles';
