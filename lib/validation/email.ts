import roleAddresses from 'role-based-email-addresses';
import { EMAIL_TLD_LENGTH, FIELDS } from '@/constants/form-fields';
import { loadedFreeMailDomains, loadFreeMailDomains } from './free-mail';
import { MESSAGES, requiredMessage } from './messages';
import { textValue } from './text-value';

/**
 * Spec section 5: local part of letters, digits and _ . - +; one or more domain labels; a top-level
 * domain of 2 to 10 letters or digits.
 */
export const EMAIL_PATTERN = new RegExp(
  `^[A-Za-z0-9_.+-]+@(?:[A-Za-z0-9-]+\\.)+[A-Za-z0-9]{${EMAIL_TLD_LENGTH.min},${EMAIL_TLD_LENGTH.max}}$`,
);

/**
 * The longest address mail can carry (RFC 5321: a 256-octet path, its angle brackets included). A
 * longer one is refused with the spec's own 'Invalid work email': spec section 5 has no message of
 * its own for it, and no address a visitor owns is that long.
 */
export const EMAIL_MAX_LENGTH = 254;

// A well-kept package list (role-style local parts), never hand-typed; the free-mail list is
// loaded apart (free-mail.ts).
const ROLE_LOCAL_PARTS: ReadonlySet<string> = new Set(roleAddresses);

/** The format and the length every email check shares (forms, the trial's availability check). */
export function isValidEmail(email: string): boolean {
  const address = email.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}

export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

const domainKey = (emailOrDomain: string) =>
  (emailOrDomain.includes('@') ? emailDomain(emailOrDomain) : emailOrDomain).trim().toLowerCase();

/**
 * Synchronous, for the server and the modals, which load the list with their code
 * (free-mail-list.ts); anywhere else the missing list is a programming error, not an answer.
 */
export function isFreeEmailDomain(emailOrDomain: string): boolean {
  const domains = loadedFreeMailDomains();
  if (!domains) {
    throw new Error('The free-mail list is not loaded: import lib/validation/free-mail-list.ts');
  }
  return domains.has(domainKey(emailOrDomain));
}

/** The same answer, loading the list first when a page's form has not needed it yet. */
function isFreeEmailDomainSoon(email: string): boolean | Promise<boolean> {
  const domains = loadedFreeMailDomains();
  if (domains) return domains.has(domainKey(email));
  return loadFreeMailDomains().then((loaded) => loaded.has(domainKey(email)));
}

/** A shared address such as sales@, support@ or info@. */
export function isRoleAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  const local = (at === -1 ? email : email.slice(0, at)).trim().toLowerCase();
  return ROLE_LOCAL_PARTS.has(local);
}

/** Acceptable for sales when neither the domain is free mail nor the local part a role name. */
export function isBusinessEmail(email: string): boolean {
  return !isFreeEmailDomain(email) && !isRoleAddress(email);
}

export interface EmailRuleOptions {
  label?: string;
  /** Reject free-mail domains with 'Please use your work email'. */
  rejectPersonal?: boolean;
  /** Reject role-style addresses with 'Please use your personal work email'. */
  rejectShared?: boolean;
  required?: boolean;
}

export function emailSchema({
  label = FIELDS.email.label,
  rejectPersonal = false,
  rejectShared = false,
  required = true,
}: EmailRuleOptions = {}) {
  let schema = textValue(label, { arrayMessage: MESSAGES.submissionEmailArray });
  schema = required ? schema.required(requiredMessage(label)) : schema.optional();
  schema = schema.max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail);
  schema = schema.test('email-format', MESSAGES.invalidEmail, (value) =>
    value ? isValidEmail(value) : true,
  );
  if (rejectPersonal) {
    // Synchronous once the list is loaded (always on the server); a page's form may wait for it.
    schema = schema.test('work-email', MESSAGES.useWorkEmail, (value) => {
      if (!value) return true;
      const free = isFreeEmailDomainSoon(value);
      return typeof free === 'boolean' ? !free : free.then((isFree) => !isFree);
    });
  }
  if (rejectShared) {
    schema = schema.test('personal-work-email', MESSAGES.usePersonalWorkEmail, (value) =>
      value ? !isRoleAddress(value) : true,
    );
  }
  return schema;
}

/**
 * The soft warning the demo and trial modals show under a valid but non-business address (they
 * accept it). Undefined when there is nothing to warn about.
 */
export function businessEmailWarning(email: string, modal: 'demo' | 'trial'): string | undefined {
  if (!isValidEmail(email) || isBusinessEmail(email)) return undefined;
  return modal === 'demo' ? MESSAGES.demoBusinessEmailWarning : MESSAGES.trialWorkEmailWarning;
}
