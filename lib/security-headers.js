// @ts-check
/**
 * Security headers sent with every response (next.config.js). Plain JavaScript because
 * next.config.js loads it before TypeScript is compiled.
 */

const ONE_YEAR_S = 31536000;

/** @returns {{ key: string, value: string }[]} */
function securityHeaders() {
  return [
    { key: 'Strict-Transport-Security', value: `max-age=${ONE_YEAR_S}; includeSubDomains` },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    {
      key: 'Content-Security-Policy',
      value: "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
    },
  ];
}

module.exports = { securityHeaders };
