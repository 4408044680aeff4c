import '@/lib/server/only-on-server';
import * as yup from 'yup';
import { COMPANY_SIZE_VALUES, INDUSTRIES } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { SUBMISSION_ID_PATTERN } from '@/constants/forms';
import { fieldProblems } from '@/lib/server/http/api-route';
import { isTimeZone } from '@/lib/scheduling/working-hours';
import { choiceSchema } from '@/lib/validation/choices';
import { emailSchema } from '@/lib/validation/email';
import { companyNameSchema, jobTitleSchema, nameSchema } from '@/lib/validation/names';
import { phoneSchema } from '@/lib/validation/phone';
import { textValue } from '@/lib/validation/text-value';
import type { BookingRequest } from './bookings';

const requestIdSchema = yup
  .string()
  .required('request_id is required')
  .matches(SUBMISSION_ID_PATTERN, "request_id must be the demo request's submission id");

/**
 * An ISO 8601 time whose day and clock exist. Date.parse rolls 2024-02-30 over to 1 March and
 * 24:00 to the next day, so the written day and clock must come back as written.
 */
function isIsoTime(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return false;
  }
  if (Number.isNaN(Date.parse(value))) return false;
  const wallClock = value.slice(0, 'YYYY-MM-DDTHH:MM'.length);
  return new Date(`${wallClock}Z`).toISOString().startsWith(wallClock);
}

const startsAtSchema = yup
  .string()
  .required('Pick a time for the meeting')
  .test('iso-time', 'startsAt must be an ISO 8601 time', (v) => (v ? isIsoTime(v) : true));

/**
 * The bookings endpoint's body: the demo request it belongs to (request_id, the step 2 submission
 * id), the chosen slot, the visitor's time zone and the scheduler payload of spec section 3 (same
 * field names), checked with the site's own field rules.
 */
export const bookingInputSchema = yup
  .object({
    request_id: requestIdSchema,
    startsAt: startsAtSchema,
    timeZone: textValue('timeZone')
      .required('timeZone is required')
      .test('time-zone', 'timeZone must be an IANA time zone', (v) => (v ? isTimeZone(v) : true)),
    email: emailSchema(),
    first_name: nameSchema(FIELDS.firstname.label),
    last_name: nameSchema(FIELDS.lastname.label),
    company: companyNameSchema(FIELDS.company.label),
    title: jobTitleSchema(FIELDS.jobtitle.label, false).default(''),
    phone_number: phoneSchema(),
    company_size_form: choiceSchema(FIELDS.companySize.label, COMPANY_SIZE_VALUES),
    industry_self_select: choiceSchema(FIELDS.industry.label, INDUSTRIES),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .required('A JSON body is required');

export interface InputErrors {
  message: string;
  fields: Record<string, string>;
}

/** Validates a body with a schema, or gives the field errors to send back with a 400. */
function parseWith<S extends yup.AnyObjectSchema>(
  schema: S,
  body: unknown,
  message: string,
): { ok: true; input: yup.InferType<S> } | { ok: false; errors: InputErrors } {
  try {
    return {
      ok: true,
      input: schema.validateSync(body, {
        abortEarly: false,
        stripUnknown: false,
      }) as yup.InferType<S>,
    };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return { ok: false, errors: { message, fields: fieldProblems(error) } };
  }
}

/** Parses a request body into a booking request, or the field errors to send back with a 400. */
export function parseBookingInput(
  body: unknown,
): { ok: true; request: BookingRequest } | { ok: false; errors: InputErrors } {
  const parsed = parseWith(bookingInputSchema, body, 'The booking request is not valid');
  if (!parsed.ok) return parsed;
  const { input } = parsed;
  return {
    ok: true,
    request: {
      requestId: input.request_id,
      startsAt: input.startsAt,
      timeZone: input.timeZone,
      // The rules above made every required value present; the fallbacks only satisfy the types.
      email: (input.email ?? '').toLowerCase(),
      firstName: input.first_name ?? '',
      lastName: input.last_name ?? '',
      company: input.company ?? '',
      title: input.title ?? '',
      phoneNumber: input.phone_number ?? '',
      companySize: input.company_size_form ?? '',
      industry: input.industry_self_select ?? '',
    },
  };
}

const tokenSchema = yup.string().required('token is required').max(200);

/** POST /api/scheduler/reschedule: the signed link's token and the new slot. */
export function parseRescheduleInput(body: unknown) {
  return parseWith(
    yup
      .object({ token: tokenSchema, startsAt: startsAtSchema })
      .noUnknown(true, 'Unknown field: ${unknown}')
      .required('A JSON body is required'),
    body,
    'The reschedule request is not valid',
  );
}

/** POST /api/scheduler/cancel: the signed link's token. */
export function parseCancelInput(body: unknown) {
  return parseWith(
    yup
      .object({ token: tokenSchema })
      .noUnknown(true, 'Unknown field: ${unknown}')
      .required('A JSON body is required'),
    body,
    'The cancel request is not valid',
  );
}

/** POST /api/scheduler/contact-requests: the demo request whose visitor wants to be contacted. */
export function parseContactRequestInput(body: unknown) {
  return parseWith(
    yup
      .object({ request_id: requestIdSchema })
      .noUnknown(true, 'Unknown field: ${unknown}')
      .required('A JSON body is required'),
    body,
    'The contact request is not valid',
  );
}
