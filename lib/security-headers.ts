/**
 * Security headers sent with every response (next.config.ts `headers()`). Why the policy looks like
 * this: docs/decisions/0070-csp.md; how it scores: docs/security.md. No imports: next.config.ts
 * loads this module before the app's path aliases exist.
 *
 * Next.js evaluates `headers()` when the site is BUILT and stores the result in the routes manifest,
 * so every value read from the environment here is a build-time value.
 */

const ONE_YEAR_S = 31536000;

/** Next's preview / draft-mode cookie: preview pages may be framed by the editor's origin. */
export const PREVIEW_COOKIE = '__prerender_bypass';

type RawEnv = Record<string, string | undefined>;
type SourceKind = 'script' | 'connect' | 'img' | 'frame';

export type HeaderEntry = { key: string; value: string };
export type HeaderCondition = { type: 'cookie'; key: string };
export type HeaderRule = {
  source: string;
  headers: HeaderEntry[];
  has?: HeaderCondition[];
  missing?: HeaderCondition[];
};

export interface SecurityHeaderOptions {
  /** `next dev`: React and the HMR client need eval and one inline script. */
  development?: boolean;
  /** Public origin; an https origin adds upgrade-insecure-requests. */
  siteUrl?: string;
  /** Editor origin allowed to frame pages in preview mode. */
  previewFrameAncestor?: string;
  /** Where the third-party switches are read. */
  env?: RawEnv;
}

/**
 * Third-party origins the browser may talk to, switched on only when the feature is configured at
 * build time (`when` reads the environment). Nothing third-party loads otherwise.
 */
const THIRD_PARTY_SOURCES: ({ when: (env: RawEnv) => boolean } & Partial<
  Record<SourceKind, string[]>
>)[] = [
  // Bugsnag browser notifier: error and session reports.
  {
    when: (env) => Boolean(env.NEXT_PUBLIC_BUGSNAG_API_KEY),
    connect: ['https://notify.bugsnag.com', 'https://sessions.bugsnag.com'],
  },
  // Google Tag Manager + GA4, only once a container id is configured (consent still gates it in the page).
  {
    when: (env) => Boolean(env.NEXT_PUBLIC_GTM_ID || env.NEXT_PUBLIC_GTM_CONTAINER_ID),
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  // An external scheduler page embedded in the demo modal (SCHEDULER_PROVIDER + SCHEDULER_EMBED_URL).
  {
    when: (env) => Boolean(env.SCHEDULER_EMBED_URL) && env.SCHEDULER_PROVIDER !== 'builtin',
    frame: ['SCHEDULER_EMBED_URL'],
  },
];

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

const join = (parts: string[]) => [...new Set(parts)].join(' ');

/**
 * The page Content-Security-Policy. No 'unsafe-inline' / 'unsafe-eval' for scripts in production:
 * every script is a same-origin file (the Turbopack chunk bootstrap is moved out of line by
 * lib/rendering/document-head.tsx).
 */
export function contentSecurityPolicy(
  options: SecurityHeaderOptions & { frameAncestors?: string } = {},
): string {
  const env = options.env ?? {};
  const enabled = THIRD_PARTY_SOURCES.filter((source) => source.when(env));
  // An entry naming a variable (no scheme) stands for the origin of that variable's URL.
  const resolve = (source: string) => (source.includes(':') ? source : originOf(env[source]));
  const pick = (kind: SourceKind) =>
    enabled.flatMap((source) => (source[kind] ?? []).map(resolve)).filter(Boolean);
  const devScripts = options.development ? ["'unsafe-eval'", "'unsafe-inline'"] : [];
  const devConnect = options.development ? ['ws:'] : [];
  const frames = pick('frame');

  const directives = [
    ["default-src 'self'"],
    [`script-src ${join(["'self'", ...devScripts, ...pick('script')])}`],
    // styled-components writes <style> elements and React/next/image write style="" attributes:
    // inline STYLES are allowed, inline SCRIPTS are not (docs/decisions/0070-csp.md).
    ["style-src 'self' 'unsafe-inline'"],
    [`img-src ${join(["'self'", 'data:', 'blob:', ...pick('img')])}`],
    ["font-src 'self'"],
    [`connect-src ${join(["'self'", ...devConnect, ...pick('connect')])}`],
    [`frame-src ${join(["'self'", ...frames])}`],
    ["media-src 'self'"],
    ["manifest-src 'self'"],
    ["worker-src 'self' blob:"],
    ["object-src 'none'"],
    ["base-uri 'none'"],
    ["form-action 'self'"],
    [`frame-ancestors ${options.frameAncestors ?? "'none'"}`],
  ];
  if (options.siteUrl?.startsWith('https://')) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** API answers are data, never documents: nothing may load or frame them. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every response carries, whatever its type. */
function commonHeaders(): HeaderEntry[] {
  return [
    { key: 'Strict-Transport-Security', value: `max-age=${ONE_YEAR_S}; includeSubDomains` },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
    {
      key: 'Permissions-Policy',
      // Only features Chromium recognises: an unknown one logs a console error on every page.
      value:
        'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
        'magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
    },
  ];
}

/** The headers of an ordinary, non-preview page, as one list (Next's own early answers get them). */
export function securityHeaders(options: SecurityHeaderOptions = {}): HeaderEntry[] {
  return [
    ...commonHeaders(),
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
  ];
}

/**
 * The `headers()` rules for next.config.ts. Later rules override earlier ones for the same key.
 * Preview pages (draft-mode cookie present) may be framed by PREVIEW_FRAME_ANCESTOR; X-Frame-Options
 * is then left out because it cannot name an origin (CSP frame-ancestors governs framing anyway).
 */
export function securityHeaderRules(options: SecurityHeaderOptions = {}): HeaderRule[] {
  const previewAncestor = options.previewFrameAncestor
    ? new URL(options.previewFrameAncestor).origin
    : undefined;
  const notPreview: HeaderCondition[] = [{ type: 'cookie', key: PREVIEW_COOKIE }];
  return [
    { source: '/:path*', headers: commonHeaders() },
    {
      source: '/:path*',
      missing: notPreview,
      headers: [
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
      ],
    },
    {
      source: '/:path*',
      has: notPreview,
      headers: [
        {
          key: 'Content-Security-Policy',
          value: contentSecurityPolicy({ ...options, frameAncestors: previewAncestor ?? "'none'" }),
        },
        ...(previewAncestor ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
      ],
    },
    {
      source: '/api/:path*',
      headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
    },
  ];
}

/** The options next.config.ts builds from the build-time environment. */
export function securityHeaderOptionsFromEnv(env: RawEnv = process.env): SecurityHeaderOptions {
  return {
    development: env.NODE_ENV === 'development',
    siteUrl: env.SITE_URL,
    previewFrameAncestor: env.PREVIEW_FRAME_ANCESTOR || undefined,
    env,
  };
}
