import { FIELDS } from '@/constants/form-fields';

/**
 * The visitor's answers across the steps. Keys are the form catalogue's field names
 * (constants/form-fields.ts), so the shared schemas and the marketing forms read them unchanged.
 */
export type TrialDetails = {
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  jobtitle: string;
  industry__self_select_: string;
  company_size__new_: string;
  phone: string;
  /** True unless the visitor asked for marketing mail (spec section 4). */
  marketing_updates_opt_out__forms_: boolean;
};

export const EMPTY_TRIAL_DETAILS: TrialDetails = {
  email: '',
  firstname: '',
  lastname: '',
  company: '',
  jobtitle: '',
  industry__self_select_: '',
  company_size__new_: '',
  phone: '',
  marketing_updates_opt_out__forms_: false,
};

/** Catalogue names of the fields, typed for TrialDetails. */
export const F = {
  email: FIELDS.email.name,
  firstname: FIELDS.firstname.name,
  lastname: FIELDS.lastname.name,
  company: FIELDS.company.name,
  jobtitle: FIELDS.jobtitle.name,
  industry: FIELDS.industry.name,
  companySize: FIELDS.companySize.name,
  phone: FIELDS.phone.name,
  marketingOptOut: FIELDS.marketingOptOut.name,
} as const satisfies Record<string, keyof TrialDetails>;
