import '@/lib/server/only-on-server';
import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, areIntervalsOverlapping, format, getISODay } from 'date-fns';
import { SCHEDULER_BUSINESS_DAYS } from '@/constants/scheduling';
import type { SalesRep } from './sales-team';
import type { WorkingHours } from './working-hours';

/**
 * Slot generation: pure functions of the working hours, the booked meetings and "now" (a
 * parameter, so tests pin time zones, weekends, holidays and DST changes on any real date). Times
 * travel as UTC ISO strings; the browser shows them in the visitor's own time zone.
 */
export interface Slot {
  start: string;
  end: string;
}

export interface BookedSlot {
  repId: string;
  startsAt: string;
  endsAt: string;
}

// A team that works one day a week still reaches 10 working days within this many calendar days.
const MAX_CALENDAR_DAYS = 80;

/**
 * The meeting start times (epoch ms) inside the team's working hours, on the next 10 working days
 * in the team's zone, holidays skipped, none sooner than the minimum notice. Meetings follow each
 * other with the buffer between them. Today counts as one of the days only while it still has a
 * slot, so the visitor always sees full days.
 */
export function workingSlotStarts(
  hours: WorkingHours,
  now: Date,
  businessDays = SCHEDULER_BUSINESS_DAYS,
): number[] {
  const earliest = addMinutes(now, hours.minNoticeMinutes).getTime();
  const today = new TZDate(now.getTime(), hours.timeZone);
  const step = hours.meetingMinutes + hours.bufferMinutes;
  const starts: number[] = [];
  let daysCounted = 0;
  for (let offset = 0; offset < MAX_CALENDAR_DAYS && daysCounted < businessDays; offset++) {
    // Noon never falls into a DST gap, so it names the calendar day safely.
    const noon = addDays(
      new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), 12, 0, hours.timeZone),
      offset,
    );
    if (!hours.days.includes(getISODay(noon))) continue;
    if (hours.holidays.includes(format(noon, 'yyyy-MM-dd'))) continue;
    const dayStarts: number[] = [];
    for (let m = hours.start; m + hours.meetingMinutes <= hours.end; m += step) {
      // The wall-clock time in the team's zone; @date-fns/tz resolves its UTC offset that day.
      const start = new TZDate(
        noon.getFullYear(),
        noon.getMonth(),
        noon.getDate(),
        Math.floor(m / 60),
        m % 60,
        hours.timeZone,
      ).getTime();
      if (start >= earliest) dayStarts.push(start);
    }
    if (dayStarts.length === 0) continue;
    starts.push(...dayStarts);
    daysCounted++;
  }
  return starts;
}

/** Whether a rep's booked meeting (with the buffer around it) leaves the slot free. */
function clashes(start: number, hours: WorkingHours, booked: BookedSlot): boolean {
  const slot = { start, end: addMinutes(start, hours.meetingMinutes).getTime() };
  const meeting = {
    start: addMinutes(Date.parse(booked.startsAt), -hours.bufferMinutes).getTime(),
    end: addMinutes(Date.parse(booked.endsAt), hours.bufferMinutes).getTime(),
  };
  return areIntervalsOverlapping(slot, meeting);
}

/** The reps free at each offered start time, in time order. */
export function freeRepsBySlot(
  team: readonly SalesRep[],
  booked: readonly BookedSlot[],
  hours: WorkingHours,
  now: Date,
): Map<number, string[]> {
  const byStart = new Map<number, string[]>();
  for (const start of workingSlotStarts(hours, now)) {
    const free = team
      .filter((rep) => !booked.some((b) => b.repId === rep.id && clashes(start, hours, b)))
      .map((rep) => rep.id);
    if (free.length > 0) byStart.set(start, free);
  }
  return byStart;
}

/** The bookable slots the visitor is offered: each start time with at least one free rep. */
export function availableSlots(
  team: readonly SalesRep[],
  booked: readonly BookedSlot[],
  hours: WorkingHours,
  now: Date,
): Slot[] {
  return [...freeRepsBySlot(team, booked, hours, now).keys()].map((start) => ({
    start: new Date(start).toISOString(),
    end: addMinutes(start, hours.meetingMinutes).toISOString(),
  }));
}
