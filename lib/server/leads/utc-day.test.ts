import { isCalendarDay } from '@/lib/validation/calendar-day';
import { readDayBounds, unreadDaysNotice } from './utc-day';

describe('the lead view day rule', () => {
  it('takes a day of the calendar and refuses one Date would move to another day', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2024-12-31')).toBe(true);
    // Date reads these as 1 March 2024 and 1 March 2023.
    expect(isCalendarDay('2024-02-30')).toBe(false);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-04-31')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(isCalendarDay('2024-2-01')).toBe(false);
    expect(isCalendarDay('yesterday')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('leaves a bound that is no day unset and names it, in words a marketer reads', () => {
    const read = readDayBounds({ from: '2024-02-30', to: '2024-03-02' });
    expect(read).toEqual({
      from: '',
      to: '2024-03-02',
      unread: [{ bound: 'from', text: '2024-02-30' }],
    });
    expect(unreadDaysNotice(read.unread)).toBe(
      'Date not understood, so not applied: From "2024-02-30".',
    );
    const both = readDayBounds({ from: '2024-02-30', to: 'x'.repeat(100) });
    expect(unreadDaysNotice(both.unread)).toBe(
      `Dates not understood, so not applied: From "2024-02-30", To "${'x'.repeat(40)}...".`,
    );
  });

  it('says nothing when every bound given is a day or none is given', () => {
    const read = readDayBounds({ from: '', to: '2024-03-02' });
    expect(read.unread).toEqual([]);
    expect(unreadDaysNotice(read.unread)).toBeNull();
  });
});
