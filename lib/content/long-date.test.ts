import fc from 'fast-check';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the date as en-GB long dates read ("28 October 2026")', () => {
    expect(formatLongDate('2026-10-28')).toBe('28 October 2026');
    expect(formatLongDate('2027-01-05')).toBe('5 January 2027');
  });

  it('agrees with Intl en-GB (UTC) on every calendar date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const intl = new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          });
          expect(formatLongDate(iso)).toBe(intl);
        },
      ),
    );
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatLongDate('2026-13-01')).toThrow('Not a calendar date');
    expect(() => formatLongDate('28/10/2026')).toThrow('Not a calendar date');
  });
});
