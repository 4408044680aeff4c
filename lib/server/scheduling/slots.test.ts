import { SCHEDULER_BUSINESS_DAYS } from '@/constants/scheduling';
import { isTimeZone } from './booking-input';
import { SALES_TEAM, type SalesRep } from './sales-team';
import { availableSlots, repSlotStarts } from './slots';

const WEEKDAYS = [1, 2, 3, 4, 5];
const rep = (id: string, timeZone: string, start = '09:00', end = '17:00'): SalesRep => ({
  id,
  name: id,
  email: `${id}@switchboard.example`,
  timeZone,
  workingHours: { days: WEEKDAYS, start, end },
  meetingUrl: `https://meet.switchboard.example/${id}`,
});
const iso = (ms: number) => new Date(ms).toISOString();
/** Calendar days (YYYY-MM-DD) of the slots, as the rep's zone sees them. */
const localDays = (starts: number[], timeZone: string) => [
  ...new Set(starts.map((s) => new Date(s).toLocaleDateString('en-CA', { timeZone }))),
];

describe('slot generation for one rep', () => {
  const newYork = rep('maya', 'America/New_York');

  it('offers 30-minute slots across working hours in the rep’s time zone', () => {
    // Monday 23 November 2026, 06:00 in New York (EST, UTC-5).
    const starts = repSlotStarts(newYork, new Date('2026-11-23T11:00:00Z'));
    const monday = starts.filter((s) => iso(s).startsWith('2026-11-23'));
    expect(monday).toHaveLength(16);
    expect(iso(monday[0]!)).toBe('2026-11-23T14:00:00.000Z'); // 09:00 EST
    expect(iso(monday[15]!)).toBe('2026-11-23T21:30:00.000Z'); // 16:30 EST, ends at 17:00
  });

  it('covers exactly the next 10 business days and skips the weekend', () => {
    const starts = repSlotStarts(newYork, new Date('2026-11-23T11:00:00Z'));
    const days = localDays(starts, 'America/New_York');
    expect(days).toHaveLength(SCHEDULER_BUSINESS_DAYS);
    expect(days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('leaves two hours of notice before the first slot of today', () => {
    // 10:10 in New York: the first bookable start is 12:30 local.
    const starts = repSlotStarts(newYork, new Date('2026-11-23T15:10:00Z'));
    expect(iso(starts[0]!)).toBe('2026-11-23T17:30:00.000Z');
  });

  it('does not count today once its working hours are over', () => {
    // Friday 27 November, 18:00 in New York: the ten days start on Monday.
    const starts = repSlotStarts(newYork, new Date('2026-11-27T23:00:00Z'));
    const days = localDays(starts, 'America/New_York');
    expect(days[0]).toBe('2026-11-30');
    expect(days).toHaveLength(SCHEDULER_BUSINESS_DAYS);
  });

  it('counts business days by the rep’s calendar, not UTC', () => {
    // Saturday 01:00 UTC is still Friday evening in Los Angeles, after working hours.
    const losAngeles = rep('daniel', 'America/Los_Angeles', '08:30', '16:30');
    const starts = repSlotStarts(losAngeles, new Date('2026-11-28T01:00:00Z'));
    expect(localDays(starts, 'America/Los_Angeles')[0]).toBe('2026-11-30');
    expect(iso(starts[0]!)).toBe('2026-11-30T16:30:00.000Z'); // 08:30 PST
  });

  it('keeps local working hours across a daylight-saving change', () => {
    // Europe/London moves to BST on Sunday 29 March 2026.
    const london = rep('sofia', 'Europe/London');
    const starts = repSlotStarts(london, new Date('2026-03-26T06:00:00Z'));
    expect(starts.map(iso)).toContain('2026-03-27T09:00:00.000Z'); // Friday, 09:00 GMT
    expect(starts.map(iso)).toContain('2026-03-30T08:00:00.000Z'); // Monday, 09:00 BST
    const mondayFirst = starts.map(iso).find((s) => s.startsWith('2026-03-30'));
    expect(mondayFirst).toBe('2026-03-30T08:00:00.000Z');
  });
});

describe('slots offered to the visitor', () => {
  const newYork = rep('maya', 'America/New_York');
  const london = rep('sofia', 'Europe/London');
  const now = new Date('2026-11-23T11:00:00Z');

  it('offers a start time once, however many reps are free then', () => {
    const slots = availableSlots([newYork, london], [], now);
    const starts = slots.map((s) => s.start);
    expect(new Set(starts).size).toBe(starts.length);
    // 14:00Z is 09:00 in New York and 14:00 in London: both free, one slot.
    expect(starts.filter((s) => s === '2026-11-23T14:00:00.000Z')).toHaveLength(1);
    expect(slots.find((s) => s.start === '2026-11-23T14:00:00.000Z')?.end).toBe(
      '2026-11-23T14:30:00.000Z',
    );
    expect(starts).toEqual([...starts].sort());
  });

  it('keeps offering a time while one rep is still free, and drops it when all are booked', () => {
    const start = '2026-11-23T14:00:00.000Z';
    const oneBooked = availableSlots([newYork, london], [{ repId: 'maya', startsAt: start }], now);
    expect(oneBooked.map((s) => s.start)).toContain(start);
    const bothBooked = availableSlots(
      [newYork, london],
      [
        { repId: 'maya', startsAt: start },
        { repId: 'sofia', startsAt: start },
      ],
      now,
    );
    expect(bothBooked.map((s) => s.start)).not.toContain(start);
  });

  it('offers London-only morning times (before New York opens)', () => {
    const starts = availableSlots([newYork, london], [], now).map((s) => s.start);
    expect(starts[0]).toBe('2026-11-23T13:00:00.000Z'); // 13:00 London, two hours after now
  });
});

describe('the sales team configuration', () => {
  it('has unique ids, real time zones and working hours that fit a meeting', () => {
    expect(new Set(SALES_TEAM.map((r) => r.id)).size).toBe(SALES_TEAM.length);
    for (const member of SALES_TEAM) {
      expect(isTimeZone(member.timeZone)).toBe(true);
      expect(member.workingHours.start < member.workingHours.end).toBe(true);
      expect(repSlotStarts(member, new Date('2026-11-23T00:00:00Z')).length).toBeGreaterThan(0);
    }
  });
});
