import type { IncomingMessage } from 'node:http';
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { compileNonPath, matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import {
  API_CONTENT_SECURITY_POLICY,
  PREVIEW_COOKIE,
  contentSecurityPolicy,
  securityHeaderOptionsFromEnv,
  securityHeaderRules,
} from './security-headers';

type Rule = ReturnType<typeof securityHeaderRules>[number];

/**
 * The headers a browser gets for `path` from next.config.ts built with `env`, matched and applied
 * as Next's router does (server/lib/router-utils: each matching rule in order, later ones winning).
 */
function headersSent(env: Record<string, string>, path: string, cookie = ''): Map<string, string> {
  const request = { headers: { cookie } } as unknown as IncomingMessage;
  const sent = new Map<string, string>();
  for (const rule of securityHeaderRules(securityHeaderOptionsFromEnv(env))) {
    const params = getPathMatch(rule.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: (regex) => modifyRouteRegex(regex),
    })(path);
    if (!params || !matchHas(request, {}, rule.has, rule.missing)) continue;
    for (const { key, value } of rule.headers) {
      sent.set(key, Object.keys(params).length > 0 ? compileNonPath(value, params) : value);
    }
  }
  return sent;
}

const policySent = (env: Record<string, string>, path: string, cookie?: string) =>
  headersSent(env, path, cookie).get('Content-Security-Policy') ?? '';

const PRODUCTION = { NODE_ENV: 'production', SITE_URL: 'https://switchboard.example' };
const GITHUB_EDITOR = { ...PRODUCTION, KEYSTATIC_STORAGE: 'github' };

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

const headerOf = (rule: Rule | undefined, key: string) =>
  rule?.headers.find((header) => header.key === key)?.value;

describe('content security policy', () => {
  it('allows only same-origin scripts in production: no inline, no eval', () => {
    const policy = contentSecurityPolicy({ env: {} });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('relaxes scripts only for next dev (React needs eval there)', () => {
    const policy = contentSecurityPolicy({ development: true, env: {} });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-eval'", "'unsafe-inline'"]);
  });

  it('adds third-party hosts only for the features that are configured', () => {
    const policy = contentSecurityPolicy({
      env: {
        NEXT_PUBLIC_BUGSNAG_API_KEY: 'key',
        SCHEDULER_PROVIDER: 'calendly',
        SCHEDULER_EMBED_URL: 'https://calendly.com/switchboard/demo',
      },
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://notify.bugsnag.com',
      'https://sessions.bugsnag.com',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://calendly.com']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('lets HubSpot tracking load and report only when its portal id is configured', () => {
    const withHubSpot = { ...PRODUCTION, NEXT_PUBLIC_HUBSPOT_TRACKING_PORTAL_ID: '123456' };
    const policy = policySent(withHubSpot, '/pricing');
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://js.hs-scripts.com',
      'https://*.hs-analytics.net',
      'https://*.hscollectedforms.net',
      'https://*.hs-banner.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://*.hubspot.com',
      'https://*.hubapi.com',
      'https://*.hscollectedforms.net',
      'https://*.hs-banner.com',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.hubspot.com',
    ]);
    expect(policySent(PRODUCTION, '/pricing')).not.toMatch(/hs-scripts|hubspot/);
  });

  it('lets the Optimizely snippet load and log its events only when a snippet id is configured', () => {
    const withOptimizely = { ...PRODUCTION, NEXT_PUBLIC_OPTIMIZELY_SNIPPET_ID: '12345' };
    const policy = policySent(withOptimizely, '/');
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://*.optimizely.com',
      'https://optimizely.s3.amazonaws.com',
      'https://cdn-assets-prod.s3.amazonaws.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://logx.optimizely.com',
      'https://*.optimizely.com',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.optimizely.com',
    ]);
    expect(policySent(PRODUCTION, '/')).not.toMatch(/optimizely/);
  });

  it('lets GrowthBook fetch its features from its API host, cdn.growthbook.io unless one is set', () => {
    const withKey = { ...PRODUCTION, NEXT_PUBLIC_GROWTHBOOK_CLIENT_KEY: 'sdk-abc' };
    expect(directive(policySent(withKey, '/'), 'connect-src')).toEqual([
      "'self'",
      'https://cdn.growthbook.io',
    ]);
    const ownHost = { ...withKey, NEXT_PUBLIC_GROWTHBOOK_API_HOST: 'https://gb.example.com/api/' };
    expect(directive(policySent(ownHost, '/'), 'connect-src')).toEqual([
      "'self'",
      'https://gb.example.com',
    ]);
    expect(directive(policySent(ownHost, '/'), 'script-src')).toEqual(["'self'"]);
    const hostWithoutKey = {
      ...PRODUCTION,
      NEXT_PUBLIC_GROWTHBOOK_API_HOST: 'https://cdn.growthbook.io',
    };
    expect(directive(policySent(hostWithoutKey, '/'), 'connect-src')).toEqual(["'self'"]);
  });

  it('opens Tag Manager only for the variable the site loads it with, NEXT_PUBLIC_GTM_ID', () => {
    const policyWith = (env: Record<string, string>) => policySent({ ...PRODUCTION, ...env }, '/');
    expect(directive(policyWith({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC123' }), 'script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
    ]);
    expect(policyWith({ NEXT_PUBLIC_GTM_CONTAINER_ID: 'GTM-ABC123' })).toBe(policyWith({}));
  });

  it('upgrades insecure requests only when the site is served over https', () => {
    expect(contentSecurityPolicy({ siteUrl: 'https://switchboard.example' })).toMatch(
      /upgrade-insecure-requests$/,
    );
    expect(contentSecurityPolicy({ siteUrl: 'http://localhost:3000' })).not.toMatch(/upgrade/);
  });
});

describe('header rules for next.config.ts', () => {
  it('lets the editor frame preview pages only, and only from its configured origin', () => {
    const rules = securityHeaderRules({ previewFrameAncestor: 'https://cms.example.com/editor' });
    const ordinary = rules.find((rule) => rule.missing?.[0]?.key === PREVIEW_COOKIE);
    const preview = rules.find((rule) => rule.has?.[0]?.key === PREVIEW_COOKIE);
    expect(
      directive(headerOf(ordinary, 'Content-Security-Policy') ?? '', 'frame-ancestors'),
    ).toEqual(["'none'"]);
    expect(headerOf(ordinary, 'X-Frame-Options')).toBe('DENY');
    expect(
      directive(headerOf(preview, 'Content-Security-Policy') ?? '', 'frame-ancestors'),
    ).toEqual(['https://cms.example.com']);
    expect(headerOf(preview, 'X-Frame-Options')).toBeUndefined();
  });

  it('keeps preview pages unframeable when no editor origin is configured', () => {
    const preview = securityHeaderRules({}).find((rule) => rule.has?.[0]?.key === PREVIEW_COOKIE);
    expect(
      directive(headerOf(preview, 'Content-Security-Policy') ?? '', 'frame-ancestors'),
    ).toEqual(["'none'"]);
    expect(headerOf(preview, 'X-Frame-Options')).toBe('DENY');
  });

  it('lets the editor reach GitHub in GitHub mode only, on its own pages only', () => {
    for (const path of ['/keystatic', '/keystatic/branch/main/collection/posts']) {
      const policy = policySent(GITHUB_EDITOR, path);
      expect(directive(policy, 'connect-src')).toEqual([
        "'self'",
        'https://api.github.com',
        'https://raw.githubusercontent.com',
      ]);
      expect(directive(policy, 'img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://avatars.githubusercontent.com',
      ]);
      expect(directive(policy, 'script-src')).toEqual(["'self'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(headersSent(GITHUB_EDITOR, path).get('X-Frame-Options')).toBe('DENY');
    }
    expect(policySent(GITHUB_EDITOR, '/')).toBe(policySent(PRODUCTION, '/'));
    expect(policySent(GITHUB_EDITOR, '/keystaticx')).toBe(policySent(PRODUCTION, '/'));
    expect(policySent(GITHUB_EDITOR, '/api/keystatic/github/login')).toBe(
      API_CONTENT_SECURITY_POLICY,
    );
    // Local storage (the default): the editor talks to this server only, and gets the site's policy.
    for (const local of [PRODUCTION, { ...PRODUCTION, KEYSTATIC_STORAGE: 'local' }]) {
      expect(policySent(local, '/keystatic')).toBe(policySent(PRODUCTION, '/'));
      expect(securityHeaderRules(securityHeaderOptionsFromEnv(local))).toHaveLength(4);
    }
  });

  it('keeps GitHub in the editor policy with the draft-mode cookie, framed as any preview page', () => {
    const env = { ...GITHUB_EDITOR, PREVIEW_FRAME_ANCESTOR: 'https://cms.example.com/editor' };
    const policy = policySent(env, '/keystatic', `${PREVIEW_COOKIE}=1`);
    expect(directive(policy, 'connect-src')).toContain('https://api.github.com');
    expect(directive(policy, 'frame-ancestors')).toEqual(['https://cms.example.com']);
    expect(policySent(env, '/blog', `${PREVIEW_COOKIE}=1`)).not.toContain('github');
  });

  it('gives API answers a policy that loads nothing, after the page rules', () => {
    const rules = securityHeaderRules({});
    const last = rules[rules.length - 1];
    expect(last?.source).toBe('/api/:path*');
    expect(headerOf(last, 'Content-Security-Policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(directive(API_CONTENT_SECURITY_POLICY, 'default-src')).toEqual(["'none'"]);
  });

  it('sends HSTS for a year with subdomains, nosniff and a private referrer policy everywhere', () => {
    const common = securityHeaderRules({})[0];
    expect(common?.source).toBe('/:path*');
    expect(headerOf(common, 'Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(headerOf(common, 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerOf(common, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headerOf(common, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
  });
});
