/**
 * One component per marketing form kind of spec section 2 (besides the demo and trial modals).
 * Each renders its fields inside <MarketingForm> (components/fields) with its form id, validates
 * with FORM_SCHEMAS[formId], and swaps itself for a thank-you view on success.
 *
 *   <GetStartedForm flow="pricing" />              modals/get-started
 *   <ResourceDownloadForm resource={...} />       /resources/* (unlocks the file)
 *   <BlogSubscribeForm />                         blog footer; formId blog-subscribe-modal in the modal
 *   <PartnerSignupForm program="channel" />       /partners/channel, /partners/integration
 *   <CustomerReferralForm />                      /customer-referral
 *   <StartupReferralForm />                       /startups
 *   <CustomerAdvocacyForm />                      /customer-advocacy
 *   <WebinarSignupForm eventId="..." title="..." /> /resources/webinars/*
 */
export { GetStartedForm } from './get-started-form';
export { ResourceDownloadForm, type GatedResource } from './resource-download-form';
export { BlogSubscribeForm } from './blog-subscribe-form';
export { PartnerSignupForm, type PartnerProgram } from './partner-signup-form';
export { CustomerReferralForm } from './customer-referral-form';
export { StartupReferralForm } from './startup-referral-form';
export { CustomerAdvocacyForm } from './customer-advocacy-form';
export { WebinarSignupForm } from './webinar-signup-form';
export { FormCard, FormSuccess } from './form-success';
