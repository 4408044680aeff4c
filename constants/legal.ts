import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from './brand';

/** Where the legal documents live: /legal lists them, /legal/<slug> shows one. */
export const LEGAL_PATH = '/legal';
export const legalDocumentPath = (slug: string) => `${LEGAL_PATH}/${slug}`;

export const LEGAL_EMAIL = 'legal@switchboard.example';
export const PRIVACY_EMAIL = 'privacy@switchboard.example';
export const ABUSE_EMAIL = 'abuse@switchboard.example';

/**
 * Names and addresses a legal document writes as a token, e.g. `{PRODUCT_NAME}` (decision 0193):
 * the site puts the constant in when it renders the document, so a renamed product or a new address
 * reaches every document without an editor touching them.
 */
export const LEGAL_TOKENS = {
  PRODUCT_NAME,
  COMPANY_LEGAL_NAME,
  LEGAL_EMAIL,
  PRIVACY_EMAIL,
  ABUSE_EMAIL,
} as const;

/** The tokens as an editor types them, for the editor's field descriptions. */
export const LEGAL_TOKEN_LIST = Object.keys(LEGAL_TOKENS)
  .map((name) => `{${name}}`)
  .join(', ');
