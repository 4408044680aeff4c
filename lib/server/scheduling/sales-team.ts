import '@/lib/server/only-on-server';

/**
 * The sales team's calendar: who hosts demo meetings, in which time zone, and when they work.
 * Configuration, not data: changing the team is a reviewed code change, and the scheduler offers a
 * start time while at least one rep is free then (round-robin picks which one).
 */
export interface WorkingHours {
  /** ISO weekdays the rep works: 1 = Monday ... 7 = Sunday. */
  days: readonly number[];
  /** Local wall-clock times 'HH:mm' in the rep's time zone; the last meeting ends by `end`. */
  start: string;
  end: string;
}

export interface SalesRep {
  /** Stable id stored with each booking; never reuse one for another person. */
  id: string;
  name: string;
  email: string;
  /** IANA time zone of the rep's working hours. */
  timeZone: string;
  workingHours: WorkingHours;
  /** The rep's personal video-meeting room, sent in the invitation. */
  meetingUrl: string;
}

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

export const SALES_TEAM: readonly SalesRep[] = [
  {
    id: 'maya-okafor',
    name: 'Maya Okafor',
    email: 'maya.okafor@switchboard.example',
    timeZone: 'America/New_York',
    workingHours: { days: WEEKDAYS, start: '09:00', end: '17:00' },
    meetingUrl: 'https://meet.switchboard.example/maya-okafor',
  },
  {
    id: 'daniel-brooks',
    name: 'Daniel Brooks',
    email: 'daniel.brooks@switchboard.example',
    timeZone: 'America/Los_Angeles',
    workingHours: { days: WEEKDAYS, start: '08:30', end: '16:30' },
    meetingUrl: 'https://meet.switchboard.example/daniel-brooks',
  },
  {
    id: 'sofia-lindqvist',
    name: 'Sofia Lindqvist',
    email: 'sofia.lindqvist@switchboard.example',
    timeZone: 'Europe/London',
    workingHours: { days: WEEKDAYS, start: '09:00', end: '17:30' },
    meetingUrl: 'https://meet.switchboard.example/sofia-lindqvist',
  },
];
