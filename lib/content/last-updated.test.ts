import { isLaterUpdate, latestTimestamp } from './last-updated';

describe('global page props replacement rule (spec section 4)', () => {
  it('replaces the copy when the fetched lastUpdated is later', () => {
    expect(isLaterUpdate('2026-11-20T09:00:00.000Z', '2026-11-20T09:00:01.000Z')).toBe(true);
  });

  it('keeps the copy when the fetched lastUpdated is the same', () => {
    expect(isLaterUpdate('2026-11-20T09:00:00.000Z', '2026-11-20T09:00:00.000Z')).toBe(false);
  });

  it('keeps the copy when the fetched lastUpdated is earlier', () => {
    expect(isLaterUpdate('2026-11-20T09:00:00.000Z', '2026-11-19T23:59:59.000Z')).toBe(false);
  });

  it('compares instants, not strings, across time-zone offsets', () => {
    // 10:30+02:00 is 08:30Z: earlier than 09:00Z although the string sorts later.
    expect(isLaterUpdate('2026-11-20T09:00:00Z', '2026-11-20T10:30:00+02:00')).toBe(false);
    expect(isLaterUpdate('2026-11-20T09:00:00Z', '2026-11-20T11:30:00+02:00')).toBe(true);
  });

  it('never replaces with an unreadable fetched timestamp', () => {
    expect(isLaterUpdate('2026-11-20T09:00:00Z', 'not a date')).toBe(false);
    expect(isLaterUpdate('2026-11-20T09:00:00Z', undefined)).toBe(false);
    expect(isLaterUpdate(null, '')).toBe(false);
  });

  it('replaces when there is no usable current copy', () => {
    expect(isLaterUpdate(null, '2026-11-20T09:00:00Z')).toBe(true);
    expect(isLaterUpdate('garbage', '2026-11-20T09:00:00Z')).toBe(true);
  });

  it('latestTimestamp picks the latest of dates and timestamps', () => {
    expect(latestTimestamp(['2026-11-20T09:00:00.000Z', '2026-11-21', 'bad'])).toBe(
      '2026-11-21T00:00:00.000Z',
    );
  });
});
