import type * as yup from 'yup';
import { FORM_IDS, type FormId } from '@/constants/forms';
import './free-mail-list';
import { blogSubscribeSchema } from './forms/blog-subscribe';
import { contactSalesSchema } from './forms/contact-sales';
import { customerAdvocacySchema } from './forms/customer-advocacy';
import { customerReferralSchema } from './forms/customer-referral';
import { demoCompleteSchema, trialDetailsSchema } from './forms/demo-and-trial';
import { demoStartedSchema } from './forms/demo-started';
import { getStartedSchema } from './forms/get-started';
import { partnerSignupSchema } from './forms/partner-signup';
import { pricingQuoteSchema } from './forms/pricing-quote';
import { productTourSchema } from './forms/product-tour';
import { resourceDownloadSchema } from './forms/resource-download';
import { startupReferralSchema } from './forms/startup-referral';
import { webinarFeedbackSchema } from './forms/webinar-feedback';
import { webinarSignupSchema } from './forms/webinar-signup';

/**
 * One yup schema per marketing form id. The browser form and the embedded forms host
 * (pages/api/forms/...) validate with the very same object, so a message a visitor sees in the form
 * is the message the host answers with. Keys are the catalogue's field names; unknown keys (hidden
 * and attribution fields) pass through.
 *
 * Each schema lives in a module of its own (lib/validation/forms/): a page's form imports only its
 * own and so does not ship the other forms' rules (the phone number's metadata among them; issue
 * 19, decision 0180). This map serves the server and the modals; it loads the free-mail list
 * with it (free-mail-list.ts), so the server's synchronous validation is unchanged.
 */
export const FORM_SCHEMAS = {
  [FORM_IDS.requestDemoStarted]: demoStartedSchema,
  [FORM_IDS.requestDemo]: demoCompleteSchema,
  [FORM_IDS.getStarted]: getStartedSchema,
  [FORM_IDS.getStartedModalPartial]: trialDetailsSchema,
  [FORM_IDS.trialSignup]: trialDetailsSchema,
  [FORM_IDS.resourceDownload]: resourceDownloadSchema,
  [FORM_IDS.supportReportDownload]: resourceDownloadSchema,
  [FORM_IDS.blogSubscribeModal]: blogSubscribeSchema,
  [FORM_IDS.blogSubscribeFooter]: blogSubscribeSchema,
  [FORM_IDS.partnerChannel]: partnerSignupSchema,
  [FORM_IDS.partnerIntegration]: partnerSignupSchema,
  [FORM_IDS.customerReferral]: customerReferralSchema,
  [FORM_IDS.startupReferral]: startupReferralSchema,
  [FORM_IDS.customerAdvocacy]: customerAdvocacySchema,
  [FORM_IDS.webinarSignup]: webinarSignupSchema,
  [FORM_IDS.webinarFeedback]: webinarFeedbackSchema,
  [FORM_IDS.productTour]: productTourSchema,
  [FORM_IDS.contactSales]: contactSalesSchema,
  [FORM_IDS.pricingQuote]: pricingQuoteSchema,
} satisfies Record<FormId, yup.AnyObjectSchema>;

export function isKnownFormId(formId: string): formId is FormId {
  return Object.prototype.hasOwnProperty.call(FORM_SCHEMAS, formId);
}
