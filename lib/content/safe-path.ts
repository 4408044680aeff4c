const SAME_SITE = 'http://same-site.invalid';
/** Encoded layers looked through; a real path of this site has at most one. */
const DECODE_ROUNDS = 3;

/**
 * A same-site relative path ('/pricing', '/blog/x?y=1') or null. Used for preview redirects so
 * that /api/preview can never become an open redirect: protocol-relative ('//evil.example'),
 * backslash tricks ('/\\evil.example'), absolute URLs and control characters are refused.
 *
 * Browsers read a Location starting with '//' or '/\' as another host, so the test runs on the
 * path as it is resolved ('/.//evil.example' and '/a/..//evil.example' become '//evil.example')
 * and again on each percent-decoded form ('/.%2f/', '/%252e%252e%252f/'): whatever the encoding,
 * only a path that stays on this site is followed (decision 0090).
 */
export function safeRelativePath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value.length > 2048) return null;
  const url = resolvedOnThisSite(value);
  if (!url) return null;
  let layer = url.pathname;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) return `${url.pathname}${url.search}${url.hash}`;
    if (!resolvedOnThisSite(decoded)) return null;
    layer = decoded;
  }
  return null;
}

/** The URL of `value` when it is a path on this site before and after dot segments resolve. */
function resolvedOnThisSite(value: string): URL | null {
  if (!isSiteRelative(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  return url.origin === SAME_SITE && isSiteRelative(url.pathname) ? url : null;
}

function isSiteRelative(path: string): boolean {
  return path.startsWith('/') && !/^\/[/\\]/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}
