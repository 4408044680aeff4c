/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { NOT_SET } from '@/constants/attribution';
import { COOKIES } from '@/constants/storage';
import { MAX_VALUE_LENGTH } from '@/lib/validation/hidden-values';
import { attributionFromLanding, readAttribution } from './attribution';

afterEach(() => Cookies.remove(COOKIES.attribution, { path: '/' }));

describe('attributionFromLanding', () => {
  it('keeps a UTM value with a tab or a line break as one line', () => {
    expect(
      attributionFromLanding(
        'https://www.switchboard.example/?utm_campaign=Spring%09Sale&utm_term=a%0Ab&utm_medium=%0D%0A',
        'https://news.example/\tissue',
      ),
    ).toMatchObject({
      utm_campaign: 'Spring Sale',
      utm_term: 'a b',
      utm_medium: NOT_SET,
      referrer: 'https://news.example/ issue',
    });
  });

  it("cuts a value at the forms host's limit", () => {
    const long = 'x'.repeat(MAX_VALUE_LENGTH + 1);
    expect(
      attributionFromLanding(`https://www.switchboard.example/?utm_content=${long}`, '')
        .utm_content,
    ).toBe('x'.repeat(MAX_VALUE_LENGTH));
  });
});

describe('readAttribution', () => {
  it('cleans a cookie stored with a tab or a line break before values were cleaned', () => {
    Cookies.set(
      COOKIES.attribution,
      JSON.stringify({ utm_campaign: 'Spring\tSale', utm_term: 'a\r\nb', utm_source: '\n' }),
      { path: '/' },
    );
    expect(readAttribution()).toMatchObject({
      utm_campaign: 'Spring Sale',
      utm_term: 'a b',
      utm_source: NOT_SET,
      gclid: NOT_SET,
    });
  });
});
