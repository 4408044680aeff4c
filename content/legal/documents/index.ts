import { acceptableUsePolicy } from './acceptable-use-policy';
import { cookiePolicy } from './cookie-policy';
import { dataProcessingAddendum } from './data-processing-addendum';
import { privacyNotice } from './privacy-notice';
import { saasServicesAgreement } from './saas-services-agreement';
import { subprocessors } from './subprocessors';
import { websiteTermsOfUse } from './website-terms-of-use';

/**
 * Markdown bodies of the legal documents, keyed by slug (metadata lives in ../catalog.ts). Read only
 * at build time by pages/legal/[document].tsx.
 */
export const LEGAL_DOCUMENT_BODIES: Record<string, string> = {
  'saas-services-agreement': saasServicesAgreement,
  'privacy-notice': privacyNotice,
  'data-processing-addendum': dataProcessingAddendum,
  'acceptable-use-policy': acceptableUsePolicy,
  'cookie-policy': cookiePolicy,
  subprocessors,
  'website-terms-of-use': websiteTermsOfUse,
};
