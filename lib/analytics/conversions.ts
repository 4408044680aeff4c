import { v4 as uuidv4 } from 'uuid';
import { getConsentSnapshot } from '@/lib/consent/consent-store';
import { isTargetingGranted } from '@/lib/consent/groups';
import {
  FB_CONVERSION_ENDPOINT,
  LINKEDIN_CONVERSION_ENDPOINT,
  type ConversionKind,
  type FbConversionRequest,
  type LinkedInConversionRequest,
} from '@/lib/contracts/conversions';

/** LinkedIn's click id arrives as a URL parameter and is kept in this first-party cookie. */
const LINKEDIN_CLICK_ID = 'li_fat_id';

function linkedInClickId(): string {
  const fromUrl = new URLSearchParams(window.location.search).get(LINKEDIN_CLICK_ID);
  if (fromUrl) return fromUrl;
  const match = new RegExp(`(?:^|;\\s*)${LINKEDIN_CLICK_ID}=([^;]+)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
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
 * only with Targeting consent. Returns whether it was sent (false without consent).
 */
export function reportConversion(details: ConversionDetails): boolean {
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
