/**
 * The HubSpot Forms API v3 submit contract (spec sections 3, 7, 8;
 * ../shared/reference/integrations.md): the one module the embedded forms host
 * (lib/server/leads) and the browser client (api-clients/marketing-forms.ts) both import.
 */

/** One submitted value; arrays travel as repeated name/value pairs (spec section 3). */
export interface SubmissionField {
  objectTypeId: '0-1';
  name: string;
  value: string | number;
}

export interface SubmissionContext {
  hutk?: string;
  pageUri?: string;
  pageName?: string;
}

export interface LegalConsentOptions {
  consent: {
    consentToProcess: boolean;
    text: string;
    communications?: { value: boolean; subscriptionTypeId: number; text: string }[];
  };
}

/** The request body of POST /submissions/v3/integration/submit/{portalId}/{formId}. */
export interface SubmissionPayload {
  fields: SubmissionField[];
  submittedAt: string;
  context: SubmissionContext;
  legalConsentOptions?: LegalConsentOptions;
}

/** A 200's body: HubSpot answers the form's thank-you message or a redirect. */
export interface SubmissionSuccessBody {
  inlineMessage?: string;
  redirectUri?: string;
}

export interface HubspotError {
  message: string;
  errorType: string;
}

export interface HubspotErrorBody {
  status: 'error';
  message: string;
  correlationId: string;
  errors?: HubspotError[];
}

/** How HubSpot names a field's problem: "Error in 'fields.email'. Invalid email address". */
export function fieldErrorMessage(field: string, message: string): string {
  return `Error in 'fields.${field}'. ${message}`;
}

const FIELD_ERROR_PATTERN = /fields\.([^']+)'\.\s*([\s\S]*)$/;

/** The field and its problem out of a HubSpot error message, when it names a field. */
export function parseFieldErrorMessage(message: string): { field: string; error: string } | null {
  const match = FIELD_ERROR_PATTERN.exec(message);
  const field = match?.[1];
  const error = match?.[2]?.trim();
  return field && error ? { field, error } : null;
}
