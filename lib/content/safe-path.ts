/**
 * A same-site relative path ('/pricing', '/blog/x?y=1') or null. Used for preview redirects so
 * that /api/preview can never become an open redirect: protocol-relative ('//evil.example'),
 * backslash tricks ('/\\evil.example'), absolute URLs and control characters are refused.
 */
export function safeRelativePath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.length > 2048 || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
