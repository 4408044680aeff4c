import { bugsnagKeyToStart, isErrorReportingStage, isReportableUserAgent } from './rules';

describe('Bugsnag start rules', () => {
  it('starts only in the production and preview stages', () => {
    expect(bugsnagKeyToStart('production', 'abc123')).toBe('abc123');
    expect(bugsnagKeyToStart('preview', ' abc123 ')).toBe('abc123');
    expect(bugsnagKeyToStart('local', 'abc123')).toBeNull();
    expect(bugsnagKeyToStart('test', 'abc123')).toBeNull();
    expect(bugsnagKeyToStart(undefined, 'abc123')).toBeNull();
    expect(isErrorReportingStage('staging')).toBe(false);
  });

  it("raises 'Bugsnag application ID is missing' when a reporting stage has no key", () => {
    expect(() => bugsnagKeyToStart('production', undefined)).toThrow(
      'Bugsnag application ID is missing',
    );
    expect(() => bugsnagKeyToStart('preview', '  ')).toThrow('Bugsnag application ID is missing');
    expect(bugsnagKeyToStart('local', undefined)).toBeNull();
  });

  it('never reports known bots', () => {
    expect(
      isReportableUserAgent(
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ),
    ).toBe(false);
    expect(isReportableUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(false);
    expect(
      isReportableUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe(true);
  });
});
