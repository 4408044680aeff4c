/**
 * Every rate limit of the site, in one table (attempts per window). Keys are built by the caller
 * (an IP address, an email...), so one policy can be applied per IP and per email separately.
 * `refusal` is the 429's message where a route counts the policy through lib/server/http/api-route.
 */
export const RATE_LIMIT_POLICIES = {
  // Marketing forms host; offices behind one NAT address submit together, bots are refused.
  formSubmitPerIp: { attempts: 60, windowS: 60 },
  emailCheckPerIp: {
    attempts: 120,
    windowS: 60,
    refusal: 'Too many requests, please try again later',
  },
  eventPerIp: { attempts: 120, windowS: 60, refusal: 'Too many events, please slow down' },
  conversionPerIp: { attempts: 20, windowS: 60, refusal: 'Too many requests' },
  identifyPerIp: { attempts: 30, windowS: 60, refusal: 'Too many requests' },
  emailAvailablePerIp: { attempts: 60, windowS: 60 },
  sendValidationEmailPerEmail: { attempts: 5, windowS: 15 * 60 },
  sendValidationEmailPerIp: { attempts: 20, windowS: 15 * 60 },
  signupPerEmail: { attempts: 10, windowS: 15 * 60 },
  signupPerIp: { attempts: 30, windowS: 15 * 60 },
  bookingPerIp: {
    attempts: 20,
    windowS: 10 * 60,
    refusal: 'Too many attempts, please try again later',
  },
  leadsLoginPerIp: { attempts: 20, windowS: 10 * 60 },
  // A scheduler calling the outbox endpoint (a minute apart, or again at once while leads are due).
  outboxDrainPerIp: { attempts: 120, windowS: 60, refusal: 'Too many requests' },
  editorLoginPerIp: { attempts: 20, windowS: 10 * 60 },
  // Guessing the editors' preview secret.
  previewEnterPerIp: {
    attempts: 30,
    windowS: 10 * 60,
    refusal: 'Too many attempts, please try again later',
  },
  // Share images are drawn on request (CPU-heavy); the CDN caches the ones real pages use.
  ogImagePerIp: {
    attempts: 120,
    windowS: 60,
    refusal: 'Too many attempts, please try again later',
  },
} as const satisfies Record<string, RateLimitPolicy>;

export interface RateLimitPolicy {
  attempts: number;
  windowS: number;
  /** What the visitor is told on a 429 of this policy. */
  refusal?: string;
}

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
