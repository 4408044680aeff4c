import { PATHS } from '@/constants/links';
import { CRAFTED_RETURN_TOS } from '@/tests/support/lead-view';
import { leadViewReturnPath } from './return-path';

/** Where replay and "Send again" send the browser back to: the lead view, and nothing else. */
describe('leadViewReturnPath', () => {
  it.each([
    '/leads',
    '/leads/',
    '/leads/42',
    '/leads/overview',
    '/leads?form=request-demo&page=2',
    '/leads?q=ann%40acme.example&status=dead',
    '/leads?q=a+b',
    '/leads/meetings?view=past&rep=daniel-brooks',
  ])('goes back to %s, query string and all', (returnTo) => {
    expect(leadViewReturnPath(returnTo, PATHS.leadsMeetings)).toBe(returnTo);
  });

  it.each(CRAFTED_RETURN_TOS)('falls back to the action’s page for %j', (returnTo) => {
    expect(leadViewReturnPath(returnTo, PATHS.leads)).toBe(PATHS.leads);
    expect(leadViewReturnPath(returnTo, PATHS.leadsMeetings)).toBe(PATHS.leadsMeetings);
  });

  it.each([
    ['a fragment', '/leads#top'],
    ['an empty query', '/leads?'],
    ['a raw space', '/leads?q=a b'],
    ['a character a form would have encoded', '/leads?q=é'],
  ])('falls back for %s, which no lead-view form posts', (_, returnTo) => {
    expect(leadViewReturnPath(returnTo, PATHS.leads)).toBe(PATHS.leads);
  });

  it.each([undefined, null, 42, ['/leads/42'], { toString: () => '/leads/42' }])(
    'falls back when the field is not one string (%p)',
    (returnTo) => {
      expect(leadViewReturnPath(returnTo, PATHS.leads)).toBe(PATHS.leads);
    },
  );
});
