import { buildSubmissionPayload } from '@/api-clients/marketing-forms';
import { FORM_IDS } from '@/constants/forms';
import { attributionFromLanding } from '@/lib/attribution/attribution';
import {
  fieldsToValues,
  parseSubmissionBody,
  validateSubmission,
} from '@/lib/server/leads/submission';
import { cleanHiddenValue, isValidHutk, MAX_VALUE_LENGTH } from './hidden-values';

describe('cleanHiddenValue', () => {
  it('turns each run of control characters into one space, and leaves the rest as sent', () => {
    expect(cleanHiddenValue('Spring\tSale')).toBe('Spring Sale');
    expect(cleanHiddenValue('a\r\n\r\nb')).toBe('a b');
    expect(cleanHiddenValue('a \n b')).toBe('a   b');
    // Reports group campaigns on exact strings: two spaces stay two.
    expect(cleanHiddenValue('Spring  Sale')).toBe('Spring  Sale');
    expect(cleanHiddenValue('x\u0000y\u007fz\u0085w\u2028v\u2029u')).toBe('x y z w v u');
    expect(cleanHiddenValue('\t\n ')).toBe('');
    expect(cleanHiddenValue('Caf\u00e9 \u{1F600}')).toBe('Caf\u00e9 \u{1F600}');
  });

  it("cuts a value at the forms host's limit, never through a surrogate pair", () => {
    expect(cleanHiddenValue('a'.repeat(MAX_VALUE_LENGTH + 10))).toHaveLength(MAX_VALUE_LENGTH);
    const cutThroughEmoji = cleanHiddenValue(`${'a'.repeat(MAX_VALUE_LENGTH - 1)}\u{1F600}`);
    expect(cutThroughEmoji).toBe('a'.repeat(MAX_VALUE_LENGTH - 1));
  });
});

describe('isValidHutk', () => {
  it("takes HubSpot's visitor token and nothing else", () => {
    expect(isValidHutk('a1b2c3d4e5f60718293a4b5c6d7e8f90')).toBe(true);
    for (const bad of ['', 'abc-def', 'abc def', 'x'.repeat(65), undefined, 42]) {
      expect(isValidHutk(bad)).toBe(false);
    }
  });
});

describe("what the browser sends passes the forms host's check", () => {
  it('takes a landing whose UTM values held a tab, line breaks, NUL or too many characters', () => {
    const landing = `https://www.switchboard.example/?utm_campaign=Spring%09Sale&utm_term=a%0Ab&utm_source=news%0D%0A&utm_content=x%00y%E2%80%A8z&utm_medium=${'m'.repeat(MAX_VALUE_LENGTH + 5)}`;
    const attribution = attributionFromLanding(landing, '');
    expect(attribution).toMatchObject({
      utm_campaign: 'Spring Sale',
      utm_term: 'a b',
      utm_source: 'news',
      utm_content: 'x y z',
      utm_medium: 'm'.repeat(MAX_VALUE_LENGTH),
    });
    const payload = buildSubmissionPayload(
      { email: 'ada@lovelace-analytics.example' },
      {
        pageUri: 'https://www.switchboard.example/blog',
        pageName: 'Blog',
        attribution,
        experiments: [],
      },
    );
    const parsed = parseSubmissionBody(JSON.parse(JSON.stringify(payload)));
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    expect(
      validateSubmission(FORM_IDS.blogSubscribeFooter, fieldsToValues(parsed.submission.fields)),
    ).toEqual([]);
  });
});
