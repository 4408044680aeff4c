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
import {
  BILLING_PERIOD_OPTIONS,
  EVENT_RATING_OPTIONS,
  FIELDS,
  HIDDEN_FIELDS,
  LOGO_APPROVAL_OPTIONS,
  REFERRAL_DETAILS_MAX_LENGTH,
} from '@/constants/form-fields';
import { FORM_IDS, type FormId } from '@/constants/forms';
import { choiceSchema, choicesSchema } from './choices';
import { COUNTRY_NAMES } from './countries';
import { emailSchema } from './email';
import { MESSAGES } from './messages';
import { fullNameSchema, nameSchema } from './names';
import { phoneSchema } from './phone';
import { QUOTE_PLAN_SLUGS, quoteSeatsSchema } from './quote';
import { linkedinUrlSchema, referralDetailsSchema, textSchema, urlSchema } from './text';
import { textValue } from './text-value';

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

/** Who is asking: work email, first and last name, company. Most lead forms open with these. */
const contact = (email?: Parameters<typeof fieldRules.email>[0]) => ({
  ...fieldRules.email(email),
  ...names(),
  ...fieldRules.company(),
});

/** A value set by the page, never typed (resource_id, livestorm_event_id): required all the same. */
const hiddenRequired = (name: string) => ({
  [name]: textValue(name).required(`${name} is required`),
});

const demoStarted = () =>
  yup.object({
    ...fieldRules.email(),
    ...fieldRules.companySize(),
    ...fieldRules.marketingOptOut(),
  });

/** The demo's step-2 details without the use case: trial step 1 asks exactly these (spec 5). */
const workDetails = () => ({
  ...contact(),
  ...fieldRules.industry(),
  ...fieldRules.companySize(),
  ...fieldRules.jobtitle(true),
  ...fieldRules.phone(),
  ...fieldRules.marketingOptOut(),
});

const demoComplete = () => yup.object({ ...workDetails(), ...fieldRules.primaryUseCase() });

const trialDetails = () => yup.object(workDetails());

const getStarted = () =>
  yup.object({
    ...contact({ rejectPersonal: true, rejectShared: true }),
    ...fieldRules.companySize(),
    ...fieldRules.businessNeed(),
    ...fieldRules.marketingOptOut(),
  });

const resourceDownload = () =>
  yup.object({
    ...contact({ rejectPersonal: true }),
    ...fieldRules.companySize(),
    ...fieldRules.jobtitle(),
    ...hiddenRequired(HIDDEN_FIELDS.resourceId),
    ...fieldRules.marketingOptOut(),
  });

const blogSubscribe = () => yup.object({ ...fieldRules.email(), ...fieldRules.marketingOptOut() });

const partnerSignup = () =>
  yup.object({
    ...contact({ rejectPersonal: true }),
    ...fieldRules.jobtitle(),
    ...fieldRules.phone(false),
    [F.website.name]: urlSchema(F.website.label),
    [F.linkedinUrl.name]: linkedinUrlSchema(F.linkedinUrl.label),
    [F.country.name]: choiceSchema(F.country.label, COUNTRY_NAMES),
    [F.partnerType.name]: choiceSchema(F.partnerType.label, PARTNER_TYPES),
    [F.partnerInterestReason.name]: textSchema(F.partnerInterestReason.label, {
      requiredText: MESSAGES.partnerReasonRequired,
      multiline: true,
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
    ...contact(),
    [F.referralDetails.name]: referralDetailsSchema(),
  });

const startupReferral = () =>
  yup.object({
    ...contact(),
    [F.website.name]: urlSchema(F.website.label),
    [F.fundingReceived.name]: choiceSchema(F.fundingReceived.label, FUNDING_LEVELS),
    [F.referralPartner.name]: choiceSchema(F.referralPartner.label, REFERRAL_PARTNERS),
    [F.referralPartnerFirmName.name]: textValue(F.referralPartnerFirmName.label).when(
      F.referralPartner.name,
      {
        is: REFERRAL_PARTNER_OTHER,
        then: () =>
          textSchema(F.referralPartnerFirmName.label, { requiredText: MESSAGES.firmNameRequired }),
        otherwise: () => textSchema(F.referralPartnerFirmName.label, { required: false }),
      },
    ),
    [F.referralPartnerFirmUrl.name]: urlSchema(F.referralPartnerFirmUrl.label, {
      requiredText: MESSAGES.fundingLinkRequired,
    }),
    ...fieldRules.marketingOptOut(),
  });

const customerAdvocacy = () =>
  yup.object({
    ...contact(),
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
    ...contact(),
    ...fieldRules.jobtitle(),
    ...hiddenRequired(HIDDEN_FIELDS.livestormEventId),
    ...fieldRules.marketingOptOut(),
  });

/** After a past webinar: a rating, what helped (optional) and whether to follow up. */
const webinarFeedback = () =>
  yup.object({
    ...fieldRules.email(),
    ...hiddenRequired(HIDDEN_FIELDS.livestormEventId),
    [F.eventRating.name]: choiceSchema(
      F.eventRating.label,
      EVENT_RATING_OPTIONS.map((option) => option.value),
      { requiredText: MESSAGES.eventRatingRequired },
    ),
    [F.eventFeedback.name]: textValue(F.eventFeedback.label, { multiline: true }).max(
      REFERRAL_DETAILS_MAX_LENGTH,
      MESSAGES.referralDetailsTooLong,
    ),
    [F.eventFollowUp.name]: yup.boolean().optional(),
  });

/** 'Send me this tour': where to send it, and the team size that decides who follows up. */
const productTour = () =>
  yup.object({
    ...fieldRules.email({ rejectPersonal: true }),
    ...fieldRules.companySize(),
    ...fieldRules.marketingOptOut(),
  });

const contactSales = () =>
  yup.object({
    [F.fullName.name]: fullNameSchema(F.fullName.label),
    ...fieldRules.email({ rejectPersonal: true, rejectShared: true }),
    ...fieldRules.company(),
    ...fieldRules.companySize(),
    ...fieldRules.phone(),
    [F.salesMessage.name]: textSchema(F.salesMessage.label, { required: false, multiline: true }),
    ...fieldRules.marketingOptOut(),
  });

const pricingQuote = () =>
  yup.object({
    ...contact({ rejectPersonal: true }),
    ...fieldRules.companySize(),
    ...fieldRules.phone(false),
    [F.quotePlan.name]: choiceSchema(F.quotePlan.label, QUOTE_PLAN_SLUGS),
    [F.quoteSeats.name]: quoteSeatsSchema(),
    [F.quoteBillingPeriod.name]: choiceSchema(
      F.quoteBillingPeriod.label,
      BILLING_PERIOD_OPTIONS.map((option) => option.value),
    ),
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

export function isKnownFormId(formId: string): formId is FormId {
  return Object.prototype.hasOwnProperty.call(FORM_SCHEMAS, formId);
}
