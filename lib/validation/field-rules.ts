import * as yup from 'yup';
import {
  BUSINESS_NEEDS,
  COMPANY_SIZE_VALUES,
  INDUSTRIES,
  PRIMARY_USE_CASES,
} from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { choiceSchema } from './choices';
import { emailSchema } from './email';
import { companyNameSchema, jobTitleSchema, nameSchema } from './names';
import { textValue } from './text-value';

/**
 * Field rules shared by several forms, keyed by field name. The phone rule lives in phone.ts
 * (phoneRule): libphonenumber's metadata comes only with the forms that ask for a phone number
 * (issue 19).
 */
const F = FIELDS;

export const fieldRules = {
  email: (options?: Parameters<typeof emailSchema>[0]) => ({
    [F.email.name]: emailSchema(options),
  }),
  firstname: () => ({ [F.firstname.name]: nameSchema(F.firstname.label) }),
  lastname: () => ({ [F.lastname.name]: nameSchema(F.lastname.label) }),
  company: () => ({ [F.company.name]: companyNameSchema(F.company.label) }),
  jobtitle: (required = false) => ({
    [F.jobtitle.name]: jobTitleSchema(F.jobtitle.label, required),
  }),
  companySize: () => ({
    [F.companySize.name]: choiceSchema(F.companySize.label, COMPANY_SIZE_VALUES),
  }),
  industry: () => ({ [F.industry.name]: choiceSchema(F.industry.label, INDUSTRIES) }),
  primaryUseCase: () => ({
    [F.primaryUseCase.name]: choiceSchema(F.primaryUseCase.label, PRIMARY_USE_CASES),
  }),
  businessNeed: () => ({
    [F.businessNeed.name]: choiceSchema(F.businessNeed.label, BUSINESS_NEEDS),
  }),
  marketingOptOut: () => ({ [F.marketingOptOut.name]: yup.boolean().optional() }),
} as const;

const names = () => ({ ...fieldRules.firstname(), ...fieldRules.lastname() });

/** Who is asking: work email, first and last name, company. Most lead forms open with these. */
export const contact = (email?: Parameters<typeof fieldRules.email>[0]) => ({
  ...fieldRules.email(email),
  ...names(),
  ...fieldRules.company(),
});

/** A value set by the page, never typed (resource_id, livestorm_event_id): required all the same. */
export const hiddenRequired = (name: string) => ({
  [name]: textValue(name).required(`${name} is required`),
});
