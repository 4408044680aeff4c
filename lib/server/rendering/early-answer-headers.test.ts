import { securityHeaderRules, securityHeaders } from '@/lib/security-headers';
import { headersOfOrdinaryPage, type BuiltHeaderRule } from './early-answer-headers';

/** The regular expressions `next build` writes into routes-manifest.json for our two sources. */
const BUILT_REGEX: Record<string, string> = {
  '/:path*': '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
  '/api/:path*': '^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
};

describe("headers for Next's early answers", () => {
  it('are the headers of an ordinary page: not the preview rule, not the API policy', () => {
    const options = { previewFrameAncestor: 'https://cms.example', siteUrl: 'https://x.example' };
    const rules: BuiltHeaderRule[] = securityHeaderRules(options).map((rule) => ({
      ...rule,
      regex: BUILT_REGEX[rule.source]!,
    }));
    const headers = headersOfOrdinaryPage(rules);
    expect(Object.fromEntries(headers)).toEqual(
      Object.fromEntries(securityHeaders(options).map((h) => [h.key, h.value])),
    );
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});
