import '@/lib/server/only-on-server';
import * as yup from 'yup';
import { COMPANY_SIZE_VALUES, INDUSTRIES } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { choiceSchema, emailSchema, nameSchema } from '@/lib/validation';
import { companyNameSchema } from '@/lib/validation/names';
import { codeRule } from '@/lib/validation/code';
import { passwordRule } from '@/lib/validation/password';
import { textValue } from '@/lib/validation/text-value';
import {
  SIGNUP_ORIGIN_MAX_LENGTH,
  type SendValidationEmailRequest,
  type SignupRequest,
} from '@/lib/contracts/signup';

/**
 * Request bodies of /api/1/*, built from the very rules the trial modal validates with, so the
 * server answers with the messages the visitor already knows. Keys are the wire names of spec
 * section 7; each maps to its field in the form catalogue.
 */
const optionalText = (label: string, max: number) =>
  textValue(label).max(max).optional().default('');

export const sendValidationEmailSchema = yup.object({
  email: emailSchema(),
  password: passwordRule(),
  affiliate: optionalText('affiliate', 100),
  origin: optionalText('origin', SIGNUP_ORIGIN_MAX_LENGTH),
});

export const signupSchema = yup.object({
  affiliate: optionalText('affiliate', 100),
  code: codeRule(),
  company: companyNameSchema(FIELDS.company.label),
  email: emailSchema(),
  family_name: nameSchema(FIELDS.lastname.label),
  given_name: nameSchema(FIELDS.firstname.label),
  industry: choiceSchema(FIELDS.industry.label, INDUSTRIES),
  origin: optionalText('origin', SIGNUP_ORIGIN_MAX_LENGTH),
  password: passwordRule(),
  size: choiceSchema(FIELDS.companySize.label, COMPANY_SIZE_VALUES),
});

/** What the schemas guarantee once a body passes (their required rules rule out undefined). */
export type SendValidationEmailInput = SendValidationEmailRequest;
export type SignupInput = SignupRequest;
