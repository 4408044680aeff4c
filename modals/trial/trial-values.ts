import { FIELDS } from '@/constants/form-fields';

/**
 * The visitor's answers across the steps. Keys are the form catalogue's field names
 * (constants/form-fields.ts), so the shared schemas and the marketing forms read them unchanged.
 */
export type TrialDetails = {
  [FIELDS.email.name]: string;
  [FIELDS.firstname.name]: string;
  [FIELDS.lastname.name]: string;
  [FIELDS.company.name]: string;
  [FIELDS.jobtitle.name]: string;
  [FIELDS.industry.name]: string;
  [FIELDS.companySize.name]: string;
  [FIELDS.phone.name]: string;
  /** True unless the visitor asked for marketing mail (spec section 4). */
  [FIELDS.marketingOptOut.name]: boolean;
};

export const EMPTY_TRIAL_DETAILS: TrialDetails = {
  [FIELDS.email.name]: '',
  [FIELDS.firstname.name]: '',
  [FIELDS.lastname.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.jobtitle.name]: '',
  [FIELDS.industry.name]: '',
  [FIELDS.companySize.name]: '',
  [FIELDS.phone.name]: '',
  [FIELDS.marketingOptOut.name]: false,
};
