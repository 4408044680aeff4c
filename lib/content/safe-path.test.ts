import { safeRelativePath } from './safe-path';

describe('safeRelativePath (preview redirects are never open redirects)', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/blog/routing-by-intent-lessons', '/blog/routing-by-intent-lessons'],
    ['/blog/search?q=sla', '/blog/search?q=sla'],
    ['/', '/'],
    ['/blog/./search', '/blog/search'],
    ['/customer-stories/a%20b', '/customer-stories/a%20b'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRelativePath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'pricing',
    '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
    '',
    // Dot segments that resolve to '//evil.example', and their encodings (issue 14).
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/.%2f/evil.example',
    '/a/..//evil.example',
    '/%2e%2e%2f/evil.example',
    '/%252e%252e%252f/evil.example',
    '/.%5c/evil.example',
    '/%2f%2fevil.example',
    '/%E0%A4%A',
  ])('refuses %j', (input) => {
    expect(safeRelativePath(input)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeRelativePath(undefined)).toBeNull();
    expect(safeRelativePath(['/a', '/b'])).toBeNull();
  });
});
