import '@/lib/server/only-on-server';
import { CUSTOMIZED_TRIAL_SIZE_THRESHOLD } from '@/constants/company';
import {
  GET_STARTED_ACTIONS,
  TEST_AUTOMATION_EMAIL_DOMAIN,
  type GetStartedAction,
} from '@/constants/forms';
import type { Db } from '@/lib/server/db';
import { normaliseEmail } from '@/lib/server/accounts/accounts';
import { isPayingCustomer } from '@/lib/server/customers';
import { emailDomain, isFreeEmailDomain, isRoleAddress } from '@/lib/validation/email';
import '@/lib/validation/free-mail-list';

export interface EmailCheck {
  sendToHubspot: boolean;
  getStartedAction: GetStartedAction;
  isPayingCustomer: boolean;
}

/** Where an email stands with the product's accounts store. */
export type AccountStanding = 'none' | 'in-trial' | 'trial-ended';

export interface GetStartedFacts {
  payingCustomer: boolean;
  account: AccountStanding;
  /** The company-size bucket value the visitor chose ('1', '11', '51'...), when known. */
  companySize?: string;
}

/**
 * What the get-started modal does next (docs/decisions/0031), first rule that applies:
 * 1. a paying customer signs in: a new signup or a sales call is not what they need;
 * 2. someone with a trial running signs in to it (a second signup would be refused anyway);
 * 3. a trial that ended without a purchase goes to a demo, to choose a plan with a specialist;
 * 4. a team above the customised-trial threshold (more than 50) goes to a demo, a smaller team
 *    to the self-serve trial (the trial modal's own split, spec section 4);
 * 5. with no size, the normal thank-you offers both.
 */
export function decideGetStartedAction({
  payingCustomer,
  account,
  companySize,
}: GetStartedFacts): GetStartedAction {
  if (payingCustomer || account === 'in-trial') return GET_STARTED_ACTIONS.signIn;
  if (account === 'trial-ended') return GET_STARTED_ACTIONS.demo;
  const size = companySize ? Number(companySize) : Number.NaN;
  if (!Number.isFinite(size)) return GET_STARTED_ACTIONS.default;
  return size > CUSTOMIZED_TRIAL_SIZE_THRESHOLD
    ? GET_STARTED_ACTIONS.demo
    : GET_STARTED_ACTIONS.trial;
}

/** Looks the email up among trial accounts' users (the trial's tables, read-only here). */
export async function accountStanding(
  db: Db,
  email: string,
  now = Date.now(),
): Promise<AccountStanding> {
  const row = await db
    .selectFrom('account_users')
    .innerJoin('accounts', 'accounts.id', 'account_users.account_id')
    .select('accounts.trial_ends_at as trialEndsAt')
    .where('account_users.email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (!row) return 'none';
  return row.trialEndsAt > now ? 'in-trial' : 'trial-ended';
}

/**
 * What the site does with an email before submitting it (spec section 3). Test-automation traffic
 * never reaches the CRM; getStartedAction comes from the customers and accounts stores and, when
 * the get-started form passes it, the company size.
 */
export async function emailCheck(
  db: Db,
  email: string,
  { companySize, now }: { companySize?: string; now?: number } = {},
): Promise<EmailCheck> {
  const paying = await isPayingCustomer(db, email);
  return {
    sendToHubspot: emailDomain(email) !== TEST_AUTOMATION_EMAIL_DOMAIN,
    getStartedAction: decideGetStartedAction({
      payingCustomer: paying,
      account: await accountStanding(db, email, now),
      companySize,
    }),
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
export async function domainCheck(db: Db, emailOrDomain: string): Promise<DomainCheck> {
  const isEmail = emailOrDomain.includes('@');
  const domain = (isEmail ? emailDomain(emailOrDomain) : emailOrDomain).trim().toLowerCase();
  return {
    domain,
    freeEmailDomain: isFreeEmailDomain(domain),
    roleAddress: isEmail ? isRoleAddress(emailOrDomain) : null,
    payingCustomerDomain: await isPayingCustomer(db, `nobody@${domain}`),
  };
}
