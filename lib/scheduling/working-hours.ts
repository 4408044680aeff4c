import { isCalendarDay } from '@/lib/validation/calendar-day';

/**
 * The sales team's working hours: when demo meetings can take place, in the team's own time zone.
 * Configuration (SALES_* in .env.example), so the team changes its hours without a code change.
 * Parsed here, with no server import, so that lib/env.ts refuses a bad value at start-up without
 * loading the scheduler (lib/server/scheduling/working-hours.ts reads this server's hours).
 */
export interface WorkingHours {
  /** IANA zone the hours, days and holidays are read in. */
  timeZone: string;
  /** ISO weekdays the team works: 1 = Monday ... 7 = Sunday. */
  days: readonly number[];
  /** Minutes after local midnight: the first meeting starts at `start`, the last ends by `end`. */
  start: number;
  end: number;
  meetingMinutes: number;
  /** Free time kept after every meeting before the same rep's next one. */
  bufferMinutes: number;
  /** A slot starts at least this long after "now": the rep needs time to prepare. */
  minNoticeMinutes: number;
  /** Days off in the team's zone, 'YYYY-MM-DD': no meeting starts on them. */
  holidays: readonly string[];
}

export class WorkingHoursError extends Error {}

/** The SALES_* environment variables, as lib/env.ts parses them. */
export interface WorkingHoursSettings {
  SALES_TIME_ZONE: string;
  SALES_WORKING_DAYS: string;
  SALES_WORKING_HOURS: string;
  SALES_MEETING_MINUTES: number;
  SALES_BUFFER_MINUTES: number;
  SALES_MIN_NOTICE_MINUTES: number;
  SALES_HOLIDAYS: string;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(name: string, hhmm: string): number {
  const match = HH_MM.exec(hhmm);
  if (!match) throw new WorkingHoursError(`${name}: '${hhmm}' is not a time HH:mm`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The working hours from their environment variables; a bad value names its variable. */
export function parseWorkingHours(raw: WorkingHoursSettings): WorkingHours {
  if (!isTimeZone(raw.SALES_TIME_ZONE)) {
    throw new WorkingHoursError(`SALES_TIME_ZONE: '${raw.SALES_TIME_ZONE}' is not an IANA zone`);
  }
  const days = list(raw.SALES_WORKING_DAYS).map(Number);
  if (days.length === 0 || days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
    throw new WorkingHoursError(
      `SALES_WORKING_DAYS: '${raw.SALES_WORKING_DAYS}' must list ISO weekdays 1 (Monday) to 7`,
    );
  }
  const [from = '', to = ''] = raw.SALES_WORKING_HOURS.split('-').map((part) => part.trim());
  const start = minutesOf('SALES_WORKING_HOURS', from);
  const end = minutesOf('SALES_WORKING_HOURS', to);
  if (start + raw.SALES_MEETING_MINUTES > end) {
    throw new WorkingHoursError(
      `SALES_WORKING_HOURS: '${raw.SALES_WORKING_HOURS}' leaves no room for one meeting`,
    );
  }
  const holidays = list(raw.SALES_HOLIDAYS);
  const badDay = holidays.find((day) => !isCalendarDay(day));
  if (badDay !== undefined) {
    throw new WorkingHoursError(
      `SALES_HOLIDAYS: '${badDay}' is not a day of the calendar (YYYY-MM-DD)`,
    );
  }
  return {
    timeZone: raw.SALES_TIME_ZONE,
    days: [...new Set(days)].sort(),
    start,
    end,
    meetingMinutes: raw.SALES_MEETING_MINUTES,
    bufferMinutes: raw.SALES_BUFFER_MINUTES,
    minNoticeMinutes: raw.SALES_MIN_NOTICE_MINUTES,
    holidays,
  };
}
