import { safeRelativePath } from './safe-path';

describe('safeRelativePath (preview redirects are never open redirects)', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/blog/routing-by-intent-lessons', '/blog/routing-by-intent-lessons'],
    ['/blog/search?q=sla', '/blog/search?q=sla'],
    ['/', '/'],
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
  ])('refuses %j', (input) => {
    expect(safeRelativePath(input)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeRelativePath(undefined)).toBeNull();
    expect(safeRelativePath(['/a', '/b'])).toBeNull();
  });
});
