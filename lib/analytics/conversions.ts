import { v4 as uuidv4 } from 'uuid';
import { getConsentSnapshot } from '@/lib/consent/consent-store';
import { isTargetingGranted } from '@/lib/consent/groups';
import {
  FB_CONVERSION_ENDPOINT,
  LINKEDIN_CONVERSION_ENDPOINT,
  linkedInConversionSchema,
  type ConversionKind,
  type FbConversionRequest,
  type LinkedInConversionRequest,
} from '@/lib/contracts/conversions';
import { notifyError } from '@/lib/error-reporting/browser';

/** LinkedIn's click id arrives as a URL parameter and is kept in this first-party cookie. */
const LINKEDIN_CLICK_ID = 'li_fat_id';

/** The proxy refuses the whole conversion for a click id its contract refuses: that id is dropped. */
function acceptedClickId(value: string): string {
  return linkedInConversionSchema.pick(['clickId']).isValidSync({ clickId: value })
    ? value.trim()
    : '';
}

/** A malformed escape in the cookie (`%`, a cut UTF-8 sequence) reads as no click id. */
function decodedCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

export function linkedInClickId(): string {
  const fromUrl = acceptedClickId(
    new URLSearchParams(window.location.search).get(LINKEDIN_CLICK_ID) ?? '',
  );
  if (fromUrl) return fromUrl;
  const match = new RegExp(`(?:^|;\\s*)${LINKEDIN_CLICK_ID}=([^;]+)`).exec(document.cookie);
  return match?.[1] ? acceptedClickId(decodedCookieValue(match[1])) : '';
}

export interface ConversionDetails {
  kind: ConversionKind;
  email: string;
  firstName?: string;
  lastName?: string;
  /** What converted, e.g. 'Request a demo' or 'Trial signup'. */
  contentName: string;
}

function postAndForget(url: string, body: unknown): void {
  fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {
    // Fire-and-forget: the visitor's success never waits for, or fails with, an ad conversion.
  });
}

/**
 * Reports a demo or trial success to the ad networks' conversion APIs through the site's proxies,
 * only with Targeting consent. Returns whether it was sent (false without consent). It never
 * throws: the modals call it once the lead or the account exists, and a failure here must not
 * turn that success into an error (spec section 7: fire-and-forget).
 */
export function reportConversion(details: ConversionDetails): boolean {
  try {
    return sendConversion(details);
  } catch (error) {
    notifyError(error, 'ad conversion');
    return false;
  }
}

function sendConversion(details: ConversionDetails): boolean {
  if (typeof window === 'undefined') return false;
  const consent = getConsentSnapshot();
  if (!consent.loaded || !isTargetingGranted(consent.grantedGroups)) return false;
  const eventId = uuidv4();
  const meta: FbConversionRequest = {
    formObject: {
      Email: details.email,
      FirstName: details.firstName ?? '',
      LastName: details.lastName ?? '',
      ContentName: details.contentName,
      currentUrl: window.location.href,
      client_user_agent: navigator.userAgent,
    },
    eventId,
  };
  const linkedIn: LinkedInConversionRequest = {
    conversion: details.kind,
    eventId,
    conversionHappenedAt: Date.now(),
    email: details.email,
    clickId: linkedInClickId(),
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
  };
  postAndForget(FB_CONVERSION_ENDPOINT, meta);
  postAndForget(LINKEDIN_CONVERSION_ENDPOINT, linkedIn);
  return true;
}
