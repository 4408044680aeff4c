import '@/lib/server/only-on-server';
import { TZDate } from '@date-fns/tz';
import {
  DEMO_MEETING_MINUTES,
  SCHEDULER_BUSINESS_DAYS,
  SCHEDULER_MIN_NOTICE_MINUTES,
} from '@/constants/scheduling';
import type { SalesRep } from './sales-team';

/**
 * Slot generation: pure functions of the team, the booked slots and the clock (injected, so tests
 * pin time zones, weekends and DST changes). Times travel as UTC ISO strings; the browser shows them
 * in the visitor's own time zone.
 */
export interface Slot {
  start: string;
  end: string;
}

export interface BookedSlot {
  repId: string;
  startsAt: string;
}

export interface SlotOptions {
  businessDays: number;
  meetingMinutes: number;
  minNoticeMinutes: number;
}

export const DEFAULT_SLOT_OPTIONS: SlotOptions = {
  businessDays: SCHEDULER_BUSINESS_DAYS,
  meetingMinutes: DEMO_MEETING_MINUTES,
  minNoticeMinutes: SCHEDULER_MIN_NOTICE_MINUTES,
};

const MINUTE_MS = 60_000;
// A rep who works one day a week still reaches 10 business days within this many calendar days.
const MAX_CALENDAR_DAYS = 80;

function minutesOfDay(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new Error(`Working hours must be 'HH:mm', got '${hhmm}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The start times (epoch ms) one rep can host a meeting: every meeting-length step of the rep's
 * working hours, on the next `businessDays` working days in the rep's time zone. Today counts as one
 * of them only while it still has a slot far enough ahead, so the visitor always sees full days.
 */
export function repSlotStarts(
  rep: SalesRep,
  now: Date,
  options: SlotOptions = DEFAULT_SLOT_OPTIONS,
): number[] {
  const earliest = now.getTime() + options.minNoticeMinutes * MINUTE_MS;
  const dayStart = minutesOfDay(rep.workingHours.start);
  const dayEnd = minutesOfDay(rep.workingHours.end);
  const today = new TZDate(now.getTime(), rep.timeZone);
  const starts: number[] = [];
  let daysCounted = 0;
  for (let offset = 0; offset < MAX_CALENDAR_DAYS && daysCounted < options.businessDays; offset++) {
    // Noon never falls into a DST gap, so it names the calendar day safely.
    const day = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + offset,
      12,
      0,
      rep.timeZone,
    );
    const isoWeekday = day.getDay() === 0 ? 7 : day.getDay();
    if (!rep.workingHours.days.includes(isoWeekday)) continue;
    const dayStarts: number[] = [];
    for (let m = dayStart; m + options.meetingMinutes <= dayEnd; m += options.meetingMinutes) {
      const start = new TZDate(
        day.getFullYear(),
        day.getMonth(),
        day.getDate(),
        Math.floor(m / 60),
        m % 60,
        rep.timeZone,
      ).getTime();
      if (start >= earliest) dayStarts.push(start);
    }
    if (dayStarts.length === 0) continue;
    starts.push(...dayStarts);
    daysCounted++;
  }
  return starts;
}

/** The reps free at each offered start time (booked rep slots removed), in time order. */
export function freeRepsBySlot(
  team: readonly SalesRep[],
  booked: readonly BookedSlot[],
  now: Date,
  options: SlotOptions = DEFAULT_SLOT_OPTIONS,
): Map<number, string[]> {
  const taken = new Set(booked.map((b) => `${b.repId}|${Date.parse(b.startsAt)}`));
  const byStart = new Map<number, string[]>();
  for (const rep of team) {
    for (const start of repSlotStarts(rep, now, options)) {
      if (taken.has(`${rep.id}|${start}`)) continue;
      const reps = byStart.get(start) ?? [];
      reps.push(rep.id);
      byStart.set(start, reps);
    }
  }
  return new Map([...byStart.entries()].sort(([a], [b]) => a - b));
}

/** The bookable slots the visitor is offered: each start time with at least one free rep. */
export function availableSlots(
  team: readonly SalesRep[],
  booked: readonly BookedSlot[],
  now: Date,
  options: SlotOptions = DEFAULT_SLOT_OPTIONS,
): Slot[] {
  return [...freeRepsBySlot(team, booked, now, options).keys()].map((start) => ({
    start: new Date(start).toISOString(),
    end: new Date(start + options.meetingMinutes * MINUTE_MS).toISOString(),
  }));
}
