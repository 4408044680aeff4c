/**
 * Security headers sent with every response (next.config.ts `headers()`). Why the policy looks like
 * this: docs/decisions/0070-csp.md and 0248; how it scores: docs/security.md. Relative imports of
 * import-free modules only: next.config.ts loads this module before the app's path aliases exist.
 *
 * Next.js evaluates `headers()` when the site is BUILT and stores the result in the routes manifest,
 * so every value read from the environment here is a build-time value.
 */

import { EDITOR_UI_PATH } from './editor-paths';
import { GROWTHBOOK_DEFAULT_API_HOST } from './experiments/config';

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

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

/** A literal origin, or one read from the build's environment ('' leaves nothing). */
type Source = string | ((env: RawEnv) => string);

/**
 * Third-party origins the browser may talk to, switched on only when the feature is configured at
 * build time, by the very variable that makes the site load it (`when`). Nothing third-party loads
 * otherwise. Each list is what the provider's code fetches, as its vendor documents it, less what
 * needs a feature the site does not use (docs/decisions/0248).
 */
const THIRD_PARTY_SOURCES: ({
  when: (env: RawEnv) => boolean;
  /** Only the editor's pages (EDITOR_UI_PATH) get it: no public page runs that code. */
  editorOnly?: true;
} & Partial<Record<SourceKind, Source[]>>)[] = [
  // Bugsnag browser notifier: error and session reports.
  {
    when: (env) => Boolean(env.NEXT_PUBLIC_BUGSNAG_API_KEY),
    connect: ['https://notify.bugsnag.com', 'https://sessions.bugsnag.com'],
  },
  // Google Tag Manager + GA4, only once a container id is configured (consent still gates it in the page).
  {
    when: (env) => Boolean(env.NEXT_PUBLIC_GTM_ID),
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  // HubSpot's tracking code (lib/analytics/marketing-tracking.ts, Functional consent). Its loader
  // adds the analytics, collected-forms and banner scripts (regional hosts too: js-eu1.…); page
  // views go to track.hubspot.com as an image, collected forms to forms.hscollectedforms.net.
  {
    when: (env) => Boolean(env.NEXT_PUBLIC_HUBSPOT_TRACKING_PORTAL_ID),
    script: [
      'https://js.hs-scripts.com',
      'https://*.hs-analytics.net',
      'https://*.hscollectedforms.net',
      'https://*.hs-banner.com',
    ],
    connect: [
      'https://*.hubspot.com',
      'https://*.hubapi.com',
      'https://*.hscollectedforms.net',
      'https://*.hs-banner.com',
    ],
    img: ['https://*.hubspot.com'],
  },
  // Optimizely Web by snippet id (lib/experiments/optimizely-provider.ts), as Optimizely documents
  // it: the snippet, its preview and geotargeting scripts, events to logx.optimizely.com. Its
  // cross-domain targeting frame is left out (it names the account, and the site does not use it).
  {
    when: (env) => Boolean(env.NEXT_PUBLIC_OPTIMIZELY_SNIPPET_ID),
    script: [
      'https://*.optimizely.com',
      'https://optimizely.s3.amazonaws.com',
      'https://cdn-assets-prod.s3.amazonaws.com',
    ],
    connect: ['https://logx.optimizely.com', 'https://*.optimizely.com'],
    img: ['https://cdn.optimizely.com'],
  },
  // GrowthBook's SDK is our own chunk; it fetches the features from its API host, and streams their
  // updates (EventSource) from the same host.
  {
    when: (env) => Boolean(env.NEXT_PUBLIC_GROWTHBOOK_CLIENT_KEY),
    connect: [
      (env) => originOf(env.NEXT_PUBLIC_GROWTHBOOK_API_HOST || GROWTHBOOK_DEFAULT_API_HOST),
    ],
  },
  // An external scheduler page embedded in the demo modal (SCHEDULER_PROVIDER + SCHEDULER_EMBED_URL).
  {
    when: (env) => Boolean(env.SCHEDULER_EMBED_URL) && env.SCHEDULER_PROVIDER !== 'builtin',
    frame: [(env) => originOf(env.SCHEDULER_EMBED_URL)],
  },
  // The editor in GitHub mode (lib/keystatic-storage.ts): Keystatic's browser code reads and commits
  // through GitHub's GraphQL and REST APIs, reads a public repository's files from
  // raw.githubusercontent.com, and shows the editor's GitHub avatar.
  {
    when: (env) => env.KEYSTATIC_STORAGE === 'github',
    editorOnly: true,
    connect: ['https://api.github.com', 'https://raw.githubusercontent.com'],
    img: ['https://avatars.githubusercontent.com'],
  },
];

const join = (parts: string[]) => [...new Set(parts)].join(' ');

/**
 * The page Content-Security-Policy. No 'unsafe-inline' / 'unsafe-eval' for scripts in production:
 * every script is a same-origin file (the Turbopack chunk bootstrap is moved out of line by
 * lib/rendering/document-head.tsx).
 */
export function contentSecurityPolicy(
  options: SecurityHeaderOptions & { frameAncestors?: string; editor?: boolean } = {},
): string {
  const env = options.env ?? {};
  const enabled = THIRD_PARTY_SOURCES.filter(
    (source) => (options.editor || !source.editorOnly) && source.when(env),
  );
  const resolve = (source: Source) => (typeof source === 'string' ? source : source(env));
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
 * A page's policy, with and without the draft-mode cookie. Preview pages may be framed by
 * PREVIEW_FRAME_ANCESTOR; X-Frame-Options is then left out because it cannot name an origin (CSP
 * frame-ancestors governs framing anyway).
 */
function pageRules(
  source: string,
  options: SecurityHeaderOptions & { editor?: boolean },
): HeaderRule[] {
  const previewAncestor = options.previewFrameAncestor
    ? new URL(options.previewFrameAncestor).origin
    : undefined;
  const notPreview: HeaderCondition[] = [{ type: 'cookie', key: PREVIEW_COOKIE }];
  return [
    {
      source,
      missing: notPreview,
      headers: [
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
      ],
    },
    {
      source,
      has: notPreview,
      headers: [
        {
          key: 'Content-Security-Policy',
          value: contentSecurityPolicy({ ...options, frameAncestors: previewAncestor ?? "'none'" }),
        },
        ...(previewAncestor ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
      ],
    },
  ];
}

/**
 * The `headers()` rules for next.config.ts. Later rules override earlier ones for the same key: the
 * editor's pages get their own policy after every page's, only when it differs (GitHub storage).
 */
export function securityHeaderRules(options: SecurityHeaderOptions = {}): HeaderRule[] {
  const editor = { ...options, editor: true };
  const editorDiffers = contentSecurityPolicy(editor) !== contentSecurityPolicy(options);
  return [
    { source: '/:path*', headers: commonHeaders() },
    ...pageRules('/:path*', options),
    ...(editorDiffers ? pageRules(`${EDITOR_UI_PATH}/:path*`, editor) : []),
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
