import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@/constants/brand';

/**
 * The list of legal documents (metadata only). Page blocks import this light list; the document
 * bodies live in ./documents and are read only at build time by pages/legal/[document].tsx, so they
 * never reach the browser bundle of other pages.
 */
export const LEGAL_EMAIL = 'legal@switchboard.example';
export const PRIVACY_EMAIL = 'privacy@switchboard.example';
export const ABUSE_EMAIL = 'abuse@switchboard.example';

export interface LegalDocumentSummary {
  slug: string;
  title: string;
  /** One or two sentences: what the document covers and whom it binds. */
  summary: string;
  /** ISO date the current version takes effect. */
  effectiveDate: string;
  /** ISO date of the last change. */
  lastUpdated: string;
}

export const LEGAL_DOCUMENTS: LegalDocumentSummary[] = [
  {
    slug: 'saas-services-agreement',
    title: 'SaaS Services Agreement',
    summary: `The agreement between ${COMPANY_LEGAL_NAME} and each customer that subscribes to the ${PRODUCT_NAME} service: subscriptions, fees, data, confidentiality, warranties and liability.`,
    effectiveDate: '2026-03-01',
    lastUpdated: '2026-02-01',
  },
  {
    slug: 'privacy-notice',
    title: 'Privacy Notice',
    summary: `How ${PRODUCT_NAME} collects, uses, shares and protects personal information about website visitors, prospects, customers’ users and event attendees, and the rights you have.`,
    effectiveDate: '2026-06-15',
    lastUpdated: '2026-06-15',
  },
  {
    slug: 'data-processing-addendum',
    title: 'Data Processing Addendum',
    summary: `The terms under which ${PRODUCT_NAME} processes personal data on behalf of customers, including the EU Standard Contractual Clauses and the UK Addendum.`,
    effectiveDate: '2026-03-01',
    lastUpdated: '2026-02-01',
  },
  {
    slug: 'acceptable-use-policy',
    title: 'Acceptable Use Policy',
    summary: `What you may not do with the ${PRODUCT_NAME} service, from sending unsolicited bulk email to probing our systems, and how we respond to violations.`,
    effectiveDate: '2025-09-01',
    lastUpdated: '2025-08-01',
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    summary: `The cookies and similar technologies used on the ${PRODUCT_NAME} website and in the product, grouped by purpose, and how to change your choices.`,
    effectiveDate: '2026-06-15',
    lastUpdated: '2026-06-15',
  },
  {
    slug: 'subprocessors',
    title: 'Subprocessors',
    summary: `The third parties that process customer personal data on ${PRODUCT_NAME}’s behalf, what they do, and where they process it.`,
    effectiveDate: '2026-09-01',
    lastUpdated: '2026-08-01',
  },
  {
    slug: 'website-terms-of-use',
    title: 'Website Terms of Use',
    summary: `The terms that apply when you browse the ${PRODUCT_NAME} website, read our blog or download our resources, as distinct from using the service.`,
    effectiveDate: '2025-01-15',
    lastUpdated: '2025-01-15',
  },
];
