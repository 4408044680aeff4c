import {
  API_CONTENT_SECURITY_POLICY,
  PREVIEW_COOKIE,
  contentSecurityPolicy,
  securityHeaderRules,
} from './security-headers';

type Rule = ReturnType<typeof securityHeaderRules>[number];

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
