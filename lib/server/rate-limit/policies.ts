/**
 * Every rate limit of the site, in one table (attempts per window). Keys are built by the caller
 * (an IP address, an email...), so one policy can be applied per IP and per email separately.
 */
export const RATE_LIMIT_POLICIES = {
  // Marketing forms host; offices behind one NAT address submit together, bots are refused.
  formSubmitPerIp: { attempts: 60, windowS: 60 },
  emailCheckPerIp: { attempts: 120, windowS: 60 },
  eventPerIp: { attempts: 120, windowS: 60 },
  conversionPerIp: { attempts: 20, windowS: 60 },
  identifyPerIp: { attempts: 30, windowS: 60 },
  emailAvailablePerIp: { attempts: 60, windowS: 60 },
  sendValidationEmailPerEmail: { attempts: 5, windowS: 15 * 60 },
  sendValidationEmailPerIp: { attempts: 20, windowS: 15 * 60 },
  signupPerEmail: { attempts: 10, windowS: 15 * 60 },
  signupPerIp: { attempts: 30, windowS: 15 * 60 },
  bookingPerIp: { attempts: 20, windowS: 10 * 60 },
  leadsLoginPerIp: { attempts: 20, windowS: 10 * 60 },
  // Guessing the editors' preview secret.
  previewEnterPerIp: { attempts: 30, windowS: 10 * 60 },
  // Share images are drawn on request (CPU-heavy); the CDN caches the ones real pages use.
  ogImagePerIp: { attempts: 120, windowS: 60 },
} as const satisfies Record<string, RateLimitPolicy>;

export interface RateLimitPolicy {
  attempts: number;
  windowS: number;
}

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
