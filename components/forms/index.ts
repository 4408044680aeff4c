/**
 * One component per marketing form kind of spec section 2 (besides the demo and trial modals).
 * Each renders its fields inside <MarketingForm> (components/fields) with its form id, validates
 * with FORM_SCHEMAS[formId], and swaps itself for a thank-you view on success (the get-started
 * form leaves that to its modal's step machine).
 *
 *   <GetStartedForm flow="pricing" onSent={...} /> modals/get-started (the modal shows what follows)
 *   <ResourceDownloadForm resource={...} />       /resources/* (unlocks the file)
 *   <BlogSubscribeForm />                         blog footer; formId blog-subscribe-modal in the modal
 *   <PartnerSignupForm program="channel" />       /partners/channel, /partners/integration
 *   <CustomerReferralForm />                      /customer-referral
 *   <StartupReferralForm />                       /startups
 *   <CustomerAdvocacyForm />                      /customer-advocacy
 *   <WebinarSignupForm eventId="..." title="..." /> /resources/webinars/* (upcoming)
 *   <WebinarFeedbackForm eventId="..." title="..." /> /resources/webinars/* (past)
 *   <ResourceDownloadForm formId="support-report-download" /> /support-report
 *   <PricingQuoteForm />                          /pricing#quote
 *   <ContactSalesForm topic="Security review" />  /security#talk-to-sales
 *   <ProductTourForm />                           /product-tour#send-me-the-tour
 * Block pages (content/pages) place a form band with <MarketingPageWithForm afterBlocks={n}>.
 * Most are imported from their own files; this index re-exports only what is imported through it
 * (knip keeps it so, docs/decisions/0112).
 */
export { ResourceDownloadForm } from './resource-download-form';
export { PartnerSignupForm } from './partner-signup-form';
export { CustomerReferralForm } from './customer-referral-form';
export { StartupReferralForm } from './startup-referral-form';
export { CustomerAdvocacyForm } from './customer-advocacy-form';
