/**
 * Validation: every rule and message of spec section 5, shared by the browser and the server.
 *
 * Usage (formik):
 *   import { FORM_SCHEMAS, fieldRules, MESSAGES, businessEmailWarning } from '@/lib/validation';
 *   <MarketingForm formId={FORM_IDS.requestDemo} validationSchema={FORM_SCHEMAS['request-demo']} ...>
 *
 * - Whole forms: FORM_SCHEMAS[formId] (one yup object per form id of constants/forms.ts). The
 *   embedded forms host validates each submission with the same object, so use it (or a schema
 *   built from the same fieldRules) for every form you submit, e.g. demo steps 1 and 2
 *   (request-demo-started, request-demo) and the trial's get-started-modal-partial / trial-signup.
 * - Single fields: fieldRules.email({rejectPersonal, rejectShared}), fieldRules.firstname(), ...
 *   or the schema builders emailSchema, nameSchema, fullNameSchema, phoneSchema, choiceSchema,
 *   urlSchema, referralDetailsSchema. Field keys and labels: FIELDS in constants/form-fields.ts.
 * - Demo and trial accept personal and shared addresses and only warn:
 *   businessEmailWarning(email, 'demo' | 'trial') -> message or undefined.
 * - Exact strings: MESSAGES, requiredMessage(label), notValidMessage(label),
 *   invalidCharactersMessage(label).
 * - password.ts and code.ts belong to the trial work and live beside these files.
 */
export * from './messages';
export * from './email';
export * from './names';
export * from './phone';
export * from './choices';
export * from './text';
export * from './text-value';
export * from './countries';
export * from './quote';
export * from './field-rules';
export * from './form-schemas';
