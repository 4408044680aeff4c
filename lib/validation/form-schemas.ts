import * as yup from 'yup';
import {
  ADVOCACY_OPT_IN_TYPES,
  BUSINESS_NEEDS,
  COMPANY_SIZE_VALUES,
  FUNDING_LEVELS,
  INDUSTRIES,
  PARTNER_TYPES,
  PRIMARY_USE_CASES,
  REFERRAL_PARTNER_OTHER,
  REFERRAL_PARTNERS,
  RELATIONSHIPS,
} from '@/constants/company';
import { FIELDS, HIDDEN_FIELDS, LOGO_APPROVAL_OPTIONS } from '@/constants/form-fields';
import { FORM_IDS, type FormId } from '@/constants/forms';
import { choiceSchema, choicesSchema } from './choices';
import { COUNTRY_NAMES } from './countries';
import { emailSchema } from './email';
import { MESSAGES } from './messages';
import { fullNameSchema, nameSchema } from './names';
import { phoneSchema } from './phone';
import { linkedinUrlSchema, referralDetailsSchema, textSchema, urlSchema } from './text';

/**
 * One yup schema per marketing form id. The browser form and the embedded forms host
 * (pages/api/forms/...) validate with the very same object, so a message a visitor sees in the form
 * is the message the host answers with. Keys are the catalogue's field names; unknown keys (hidden
 * and attribution fields) pass through.
 */
const F = FIELDS;

/** Field rules shared by several forms, keyed by field name. */
export const fieldRules = {
  email: (options?: Parameters<typeof emailSchema>[0]) => ({
    [F.email.name]: emailSchema(options),
  }),
  firstname: () => ({ [F.firstname.name]: nameSchema(F.firstname.label) }),
  lastname: () => ({ [F.lastname.name]: nameSchema(F.lastname.label) }),
  company: () => ({ [F.company.name]: nameSchema(F.company.label) }),
  jobtitle: (required = false) => ({
    [F.jobtitle.name]: nameSchema(F.jobtitle.label, { required }),
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
  phone: (required = true) => ({ [F.phone.name]: phoneSchema({ required }) }),
  marketingOptOut: () => ({ [F.marketingOptOut.name]: yup.boolean().optional() }),
} as const;

const names = () => ({ ...fieldRules.firstname(), ...fieldRules.lastname() });

const demoStarted = () =>
  yup.object({
    ...fieldRules.email(),
    ...fieldRules.companySize(),
    ...fieldRules.marketingOptOut(),
  });

const demoComplete = () =>
  yup.object({
    ...fieldRules.email(),
    ...names(),
    ...fieldRules.company(),
    ...fieldRules.industry(),
    ...fieldRules.companySize(),
    ...fieldRules.jobtitle(true),
    ...fieldRules.phone(),
    ...fieldRules.primaryUseCase(),
    ...fieldRules.marketingOptOut(),
  });

/** Trial step 1 (spec section 5): the demo's personal fields without a use case. */
const trialDetails = () =>
  yup.object({
    ...fieldRules.email(),
    ...names(),
    ...fieldRules.company(),
    ...fieldRules.industry(),
    ...fieldRules.companySize(),
    ...fieldRules.jobtitle(true),
    ...fieldRules.phone(),
    ...fieldRules.marketingOptOut(),
  });

const getStarted = () =>
  yup.object({
    ...fieldRules.email({ rejectPersonal: true, rejectShared: true }),
    ...names(),
    ...fieldRules.company(),
    ...fieldRules.companySize(),
    ...fieldRules.businessNeed(),
    ...fieldRules.marketingOptOut(),
  });

const resourceDownload = () =>
  yup.object({
    ...fieldRules.email({ rejectPersonal: true }),
    ...names(),
    ...fieldRules.company(),
    ...fieldRules.companySize(),
    ...fieldRules.jobtitle(),
    [HIDDEN_FIELDS.resourceId]: yup
      .string()
      .trim()
      .required(`${HIDDEN_FIELDS.resourceId} is required`),
    ...fieldRules.marketingOptOut(),
  });

const blogSubscribe = () => yup.object({ ...fieldRules.email(), ...fieldRules.marketingOptOut() });

const partnerSignup = () =>
  yup.object({
    ...names(),
    ...fieldRules.email({ rejectPersonal: true }),
    ...fieldRules.company(),
    ...fieldRules.jobtitle(),
    ...fieldRules.phone(false),
    [F.website.name]: urlSchema(F.website.label),
    [F.linkedinUrl.name]: linkedinUrlSchema(F.linkedinUrl.label),
    [F.country.name]: choiceSchema(F.country.label, COUNTRY_NAMES),
    [F.partnerType.name]: choiceSchema(F.partnerType.label, PARTNER_TYPES),
    [F.partnerInterestReason.name]: textSchema(F.partnerInterestReason.label, {
      requiredText: MESSAGES.partnerReasonRequired,
    }),
    ...fieldRules.marketingOptOut(),
  });

const customerReferral = () =>
  yup.object({
    [F.referrerFirstname.name]: nameSchema(F.referrerFirstname.label),
    [F.referrerLastname.name]: nameSchema(F.referrerLastname.label),
    [F.referrerEmail.name]: emailSchema({ label: F.referrerEmail.label }),
    [F.referrerCompany.name]: nameSchema(F.referrerCompany.label),
    [F.referrerRelationship.name]: choiceSchema(F.referrerRelationship.label, RELATIONSHIPS),
    ...fieldRules.email(),
    ...names(),
    ...fieldRules.company(),
    [F.referralDetails.name]: referralDetailsSchema(),
  });

const startupReferral = () =>
  yup.object({
    ...names(),
    ...fieldRules.email(),
    ...fieldRules.company(),
    [F.website.name]: urlSchema(F.website.label),
    [F.fundingReceived.name]: choiceSchema(F.fundingReceived.label, FUNDING_LEVELS),
    [F.referralPartner.name]: choiceSchema(F.referralPartner.label, REFERRAL_PARTNERS),
    [F.referralPartnerFirmName.name]: yup
      .string()
      .trim()
      .when(F.referralPartner.name, {
        is: REFERRAL_PARTNER_OTHER,
        then: () =>
          textSchema(F.referralPartnerFirmName.label, { requiredText: MESSAGES.firmNameRequired }),
        otherwise: () => textSchema(F.referralPartnerFirmName.label, { required: false }),
      }),
    [F.referralPartnerFirmUrl.name]: urlSchema(F.referralPartnerFirmUrl.label, {
      requiredText: MESSAGES.fundingLinkRequired,
    }),
    ...fieldRules.marketingOptOut(),
  });

const customerAdvocacy = () =>
  yup.object({
    ...names(),
    ...fieldRules.email(),
    ...fieldRules.company(),
    ...fieldRules.jobtitle(),
    [F.advocacyOptInType.name]: choicesSchema(F.advocacyOptInType.label, ADVOCACY_OPT_IN_TYPES),
    [F.logoApproval.name]: choiceSchema(
      F.logoApproval.label,
      LOGO_APPROVAL_OPTIONS.map((option) => option.value),
      { requiredText: MESSAGES.logoApprovalRequired },
    ),
  });

const webinarSignup = () =>
  yup.object({
    ...names(),
    ...fieldRules.email(),
    ...fieldRules.company(),
    ...fieldRules.jobtitle(),
    [HIDDEN_FIELDS.livestormEventId]: yup
      .string()
      .trim()
      .required(`${HIDDEN_FIELDS.livestormEventId} is required`),
    ...fieldRules.marketingOptOut(),
  });

const webinarFeedback = () =>
  yup.object({
    ...fieldRules.email(),
    [HIDDEN_FIELDS.livestormEventId]: yup
      .string()
      .trim()
      .required(`${HIDDEN_FIELDS.livestormEventId} is required`),
    [F.eventFeedback.name]: referralDetailsSchema(),
  });

const productTour = () => yup.object({ ...fieldRules.email({ rejectPersonal: true }) });

const contactSales = () =>
  yup.object({
    [F.fullName.name]: fullNameSchema(F.fullName.label),
    ...fieldRules.email({ rejectPersonal: true, rejectShared: true }),
    ...fieldRules.company(),
    ...fieldRules.companySize(),
    ...fieldRules.phone(),
    ...fieldRules.marketingOptOut(),
  });

const pricingQuote = () =>
  yup.object({
    ...names(),
    ...fieldRules.email({ rejectPersonal: true }),
    ...fieldRules.company(),
    ...fieldRules.companySize(),
    ...fieldRules.phone(false),
    ...fieldRules.marketingOptOut(),
  });

export const FORM_SCHEMAS = {
  [FORM_IDS.requestDemoStarted]: demoStarted(),
  [FORM_IDS.requestDemo]: demoComplete(),
  [FORM_IDS.getStarted]: getStarted(),
  [FORM_IDS.getStartedModalPartial]: trialDetails(),
  [FORM_IDS.trialSignup]: trialDetails(),
  [FORM_IDS.resourceDownload]: resourceDownload(),
  [FORM_IDS.supportReportDownload]: resourceDownload(),
  [FORM_IDS.blogSubscribeModal]: blogSubscribe(),
  [FORM_IDS.blogSubscribeFooter]: blogSubscribe(),
  [FORM_IDS.partnerChannel]: partnerSignup(),
  [FORM_IDS.partnerIntegration]: partnerSignup(),
  [FORM_IDS.customerReferral]: customerReferral(),
  [FORM_IDS.startupReferral]: startupReferral(),
  [FORM_IDS.customerAdvocacy]: customerAdvocacy(),
  [FORM_IDS.webinarSignup]: webinarSignup(),
  [FORM_IDS.webinarFeedback]: webinarFeedback(),
  [FORM_IDS.productTour]: productTour(),
  [FORM_IDS.contactSales]: contactSales(),
  [FORM_IDS.pricingQuote]: pricingQuote(),
} satisfies Record<FormId, yup.AnyObjectSchema>;

export type FormSchemas = typeof FORM_SCHEMAS;

export function isKnownFormId(formId: string): formId is FormId {
  return Object.prototype.hasOwnProperty.call(FORM_SCHEMAS, formId);
}

export function formSchema(formId: FormId): yup.AnyObjectSchema {
  return FORM_SCHEMAS[formId];
}
