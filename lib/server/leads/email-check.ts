import '@/lib/server/only-on-server';
import { GET_STARTED_ACTIONS, TEST_AUTOMATION_EMAIL_DOMAIN } from '@/constants/forms';
import type { Db } from '@/lib/server/db';
import { isPayingCustomer } from '@/lib/server/customers';
import { emailDomain, isFreeEmailDomain, isRoleAddress } from '@/lib/validation/email';

export interface EmailCheck {
  sendToHubspot: boolean;
  getStartedAction: string;
  isPayingCustomer: boolean;
}

/**
 * What the site does with an email before submitting it (spec section 3). Test-automation traffic
 * never reaches the CRM; paying customers are sent to sign in rather than to sales.
 */
export function emailCheck(db: Db, email: string): EmailCheck {
  const paying = isPayingCustomer(db, email);
  return {
    sendToHubspot: emailDomain(email) !== TEST_AUTOMATION_EMAIL_DOMAIN,
    getStartedAction: paying ? GET_STARTED_ACTIONS.signIn : GET_STARTED_ACTIONS.default,
    isPayingCustomer: paying,
  };
}

export interface DomainCheck {
  domain: string;
  freeEmailDomain: boolean;
  roleAddress: boolean | null;
  payingCustomerDomain: boolean;
}

/** /api/hs/domain-check: is a domain (or an email's domain) a business one, and a customer's? */
export function domainCheck(db: Db, emailOrDomain: string): DomainCheck {
  const isEmail = emailOrDomain.includes('@');
  const domain = (isEmail ? emailDomain(emailOrDomain) : emailOrDomain).trim().toLowerCase();
  return {
    domain,
    freeEmailDomain: isFreeEmailDomain(domain),
    roleAddress: isEmail ? isRoleAddress(emailOrDomain) : null,
    payingCustomerDomain: isPayingCustomer(db, `nobody@${domain}`),
  };
}
