import fc from 'fast-check';
import {
  isGetStartedHash,
  pathnameOf,
  pathWithoutHash,
  shouldRemoveHashOnClose,
  withGetStartedHash,
} from './get-started-hash';

describe('isGetStartedHash', () => {
  it.each(['#get-started', '#Get-Started', '#GET-STARTED', 'get-started', '#gEt-StArTeD'])(
    'opens the get-started modal for %s',
    (hash) => expect(isGetStartedHash(hash)).toBe(true),
  );

  it('matches every upper/lower-case spelling', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }), (upper) => {
        const hash = [...'get-started'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        return isGetStartedHash(`#${hash}`);
      }),
    );
  });

  it('matches a percent-encoded hash', () => {
    expect(isGetStartedHash('#%47et-Started')).toBe(true);
  });

  it.each(['', '#', '#get-started-now', '#getstarted', '#pricing', '#get started', '#%E0%A4%A'])(
    'does not open it for %j',
    (hash) => expect(isGetStartedHash(hash)).toBe(false),
  );
});

describe('withGetStartedHash', () => {
  it('pushes the hash onto the current path and keeps the query', () => {
    expect(withGetStartedHash('/pricing?plan=growth')).toBe('/pricing?plan=growth#get-started');
    expect(withGetStartedHash('/')).toBe('/#get-started');
  });

  it('replaces a hash that was already there', () => {
    expect(withGetStartedHash('/blog#latest')).toBe('/blog#get-started');
  });
});

describe('pathWithoutHash and pathnameOf', () => {
  it('strip the hash, and the query for the pathname', () => {
    expect(pathWithoutHash('/pricing?plan=a#Get-Started')).toBe('/pricing?plan=a');
    expect(pathnameOf('/pricing?plan=a#Get-Started')).toBe('/pricing');
    expect(pathnameOf('/')).toBe('/');
  });
});

describe('shouldRemoveHashOnClose', () => {
  it('removes the hash when the visitor is still on the path where the modal opened', () => {
    expect(shouldRemoveHashOnClose('/pricing', '/pricing#get-started')).toBe(true);
    expect(shouldRemoveHashOnClose('/pricing?a=1#Get-Started', '/pricing?a=1#Get-Started')).toBe(
      true,
    );
  });

  it('keeps the URL when the visitor has moved to another path', () => {
    expect(shouldRemoveHashOnClose('/pricing', '/blog#get-started')).toBe(false);
  });

  it('keeps the URL when the hash is no longer the get-started one', () => {
    expect(shouldRemoveHashOnClose('/pricing', '/pricing')).toBe(false);
    expect(shouldRemoveHashOnClose('/pricing', '/pricing#faq')).toBe(false);
  });
});
