import { SALES_HOURS_DEFAULTS, SCHEDULER_BUSINESS_DAYS } from '@/constants/scheduling';
import { SALES_TEAM, type SalesRep } from './sales-team';
import { availableSlots, workingSlotStarts } from './slots';
import { parseWorkingHours, WorkingHoursError, type WorkingHours } from './working-hours';

const rep = (id: string): SalesRep => ({
  id,
  name: id,
  email: `${id}@switchboard.example`,
  meetingUrl: `https://meet.switchboard.example/${id}`,
});
const iso = (ms: number) => new Date(ms).toISOString();
/** Calendar days (YYYY-MM-DD) of the slots, as a zone sees them. */
const localDays = (starts: number[], timeZone: string) => [
  ...new Set(starts.map((s) => new Date(s).toLocaleDateString('en-CA', { timeZone }))),
];
const newYorkClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
/** 'Mon 09:00' in New York. */
const newYorkTime = (ms: number) => newYorkClock.format(ms).replace(',', '');

/** The defaults of .env.example: New York, Monday to Friday 9:00-17:00, 30 minutes, 2 h notice. */
const DEFAULT_ENV: Parameters<typeof parseWorkingHours>[0] = {
  SALES_TIME_ZONE: SALES_HOURS_DEFAULTS.timeZone,
  SALES_WORKING_DAYS: SALES_HOURS_DEFAULTS.days,
  SALES_WORKING_HOURS: SALES_HOURS_DEFAULTS.hours,
  SALES_MEETING_MINUTES: SALES_HOURS_DEFAULTS.meetingMinutes,
  SALES_BUFFER_MINUTES: SALES_HOURS_DEFAULTS.bufferMinutes,
  SALES_MIN_NOTICE_MINUTES: SALES_HOURS_DEFAULTS.minNoticeMinutes,
  SALES_HOLIDAYS: '',
};
const hours = (overrides: Partial<typeof DEFAULT_ENV> = {}): WorkingHours =>
  parseWorkingHours({ ...DEFAULT_ENV, ...overrides });

describe('slots inside the sales team’s working hours', () => {
  const newYork = hours();

  it('offers 30-minute slots from 9:00 to 17:00 New York time by default', () => {
    // Monday 23 November 2026, 06:00 in New York (EST, UTC-5).
    const starts = workingSlotStarts(newYork, new Date('2026-11-23T11:00:00Z'));
    const monday = starts.filter((s) => iso(s).startsWith('2026-11-23'));
    expect(monday).toHaveLength(16);
    expect(iso(monday[0]!)).toBe('2026-11-23T14:00:00.000Z'); // 09:00 EST
    expect(iso(monday[15]!)).toBe('2026-11-23T21:30:00.000Z'); // 16:30 EST, ends at 17:00
  });

  it('never offers a time outside the hours, whatever the hour "now" is', () => {
    // Every 7 hours over a week (so every hour of the day comes up), including the weekend and
    // the nights the issue saw (3:00 AM in New York, 23:30 and Saturday 00:00 in London).
    for (let h = 0; h < 24 * 7; h += 7) {
      const now = new Date(Date.UTC(2026, 10, 23, h, 40));
      const outside = workingSlotStarts(newYork, now)
        .map((start) => ({ start, at: newYorkTime(start) }))
        .filter(
          ({ start, at }) =>
            !/^(Mon|Tue|Wed|Thu|Fri) (09|1[0-6]):[03]0$/.test(at) ||
            start < now.getTime() + 120 * 60_000,
        );
      expect(outside).toEqual([]);
    }
  });

  it('covers exactly the next 10 working days and skips the weekend', () => {
    const starts = workingSlotStarts(newYork, new Date('2026-11-23T11:00:00Z'));
    expect(localDays(starts, 'America/New_York')).toEqual([
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

  it('skips holidays and still shows 10 working days', () => {
    const withHolidays = hours({ SALES_HOLIDAYS: '2026-11-26, 2026-11-27' });
    const days = localDays(
      workingSlotStarts(withHolidays, new Date('2026-11-23T11:00:00Z')),
      'America/New_York',
    );
    expect(days).not.toContain('2026-11-26');
    expect(days).not.toContain('2026-11-27');
    expect(days).toHaveLength(SCHEDULER_BUSINESS_DAYS);
    expect(days.at(-1)).toBe('2026-12-08');
  });

  it('leaves the minimum notice before the first slot of today', () => {
    // 10:10 in New York with two hours' notice: the first bookable start is 12:30 local.
    const starts = workingSlotStarts(newYork, new Date('2026-11-23T15:10:00Z'));
    expect(iso(starts[0]!)).toBe('2026-11-23T17:30:00.000Z');
  });

  it('does not count today once its working hours are over', () => {
    // Friday 27 November, 18:00 in New York: the ten days start on Monday.
    const starts = workingSlotStarts(newYork, new Date('2026-11-27T23:00:00Z'));
    expect(localDays(starts, 'America/New_York')[0]).toBe('2026-11-30');
  });

  it('reads days in the team’s zone: Saturday 01:00 UTC is Friday evening in New York', () => {
    const starts = workingSlotStarts(newYork, new Date('2026-11-28T01:00:00Z'));
    expect(iso(starts[0]!)).toBe('2026-11-30T14:00:00.000Z'); // Monday 09:00 EST
  });

  it('keeps the local hours across a daylight-saving change', () => {
    // London moves to BST on Sunday 29 March 2026.
    const london = hours({ SALES_TIME_ZONE: 'Europe/London' });
    const starts = workingSlotStarts(london, new Date('2026-03-26T06:00:00Z')).map(iso);
    expect(starts).toContain('2026-03-27T09:00:00.000Z'); // Friday, 09:00 GMT
    expect(starts.find((s) => s.startsWith('2026-03-30'))).toBe('2026-03-30T08:00:00.000Z');
  });

  it('follows the configured length and buffer', () => {
    const long = hours({
      SALES_WORKING_HOURS: '10:00-12:00',
      SALES_MEETING_MINUTES: 45,
      SALES_BUFFER_MINUTES: 15,
    });
    const monday = workingSlotStarts(long, new Date('2026-11-23T11:00:00Z'))
      .filter((s) => iso(s).startsWith('2026-11-23'))
      .map(newYorkTime);
    expect(monday).toEqual(['Mon 10:00', 'Mon 11:00']);
  });

  it('refuses configuration that cannot work, naming the variable', () => {
    expect(() => hours({ SALES_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SALES_TIME_ZONE/);
    expect(() => hours({ SALES_WORKING_DAYS: '1,8' })).toThrow(/SALES_WORKING_DAYS/);
    expect(() => hours({ SALES_WORKING_HOURS: '9-17' })).toThrow(WorkingHoursError);
    expect(() => hours({ SALES_WORKING_HOURS: '16:45-17:00' })).toThrow(/no room/);
    expect(() => hours({ SALES_HOLIDAYS: '25/12/2026' })).toThrow(/SALES_HOLIDAYS/);
  });
});

describe('slots offered to the visitor', () => {
  const team = [rep('maya'), rep('sofia')];
  const now = new Date('2026-11-23T11:00:00Z');
  const start = '2026-11-23T14:00:00.000Z';
  const end = '2026-11-23T14:30:00.000Z';

  it('offers a start time once, however many reps are free then', () => {
    const starts = availableSlots(team, [], hours(), now).map((s) => s.start);
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts).toEqual([...starts].sort());
    expect(starts[0]).toBe(start);
  });

  it('keeps offering a time while one rep is still free, and drops it when all are booked', () => {
    const maya = { repId: 'maya', startsAt: start, endsAt: end };
    expect(availableSlots(team, [maya], hours(), now).map((s) => s.start)).toContain(start);
    const both = [maya, { ...maya, repId: 'sofia' }];
    expect(availableSlots(team, both, hours(), now).map((s) => s.start)).not.toContain(start);
  });

  it('keeps the buffer free after a rep’s meeting', () => {
    const buffered = hours({ SALES_BUFFER_MINUTES: 30 });
    const booked = [{ repId: 'maya', startsAt: start, endsAt: end }];
    const starts = availableSlots([rep('maya')], booked, buffered, now).map((s) => s.start);
    // Slots step by an hour (30 + 30); the one after 09:00 starts at 10:00, which the buffer allows.
    expect(starts).not.toContain(start);
    expect(starts).toContain('2026-11-23T15:00:00.000Z');
  });
});

describe('the sales team', () => {
  it('has unique ids and a meeting room each', () => {
    expect(new Set(SALES_TEAM.map((r) => r.id)).size).toBe(SALES_TEAM.length);
    for (const member of SALES_TEAM) expect(member.meetingUrl).toMatch(/^https:\/\//);
  });
});
