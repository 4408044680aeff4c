import '@/lib/server/only-on-server';
import { v4 as uuidv4 } from 'uuid';
import type { Db } from '@/lib/server/db';
import { SALES_TEAM, type SalesRep } from './sales-team';
import {
  DEFAULT_SLOT_OPTIONS,
  availableSlots,
  freeRepsBySlot,
  type BookedSlot,
  type Slot,
  type SlotOptions,
} from './slots';

/** What the visitor gave us for the meeting (the scheduler payload) plus the chosen slot. */
export interface BookingRequest {
  startsAt: string;
  timeZone: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  phoneNumber: string;
  companySize: string;
  industry: string;
}

export interface DemoBooking extends BookingRequest {
  id: number;
  uid: string;
  rep: SalesRep;
  endsAt: string;
}

export type BookingOutcome =
  | { kind: 'booked'; booking: DemoBooking }
  /** The slot is gone (booked meanwhile, passed, or never offered): here is what is free now. */
  | { kind: 'slot-unavailable'; slots: Slot[] };

export interface SchedulingContext {
  now?: Date;
  team?: readonly SalesRep[];
  options?: SlotOptions;
}

function bookedSlots(db: Db, now: Date): BookedSlot[] {
  return db
    .prepare(
      `SELECT rep_id AS repId, starts_at AS startsAt FROM demo_bookings
       WHERE status = 'confirmed' AND starts_at >= ?`,
    )
    .all(now.toISOString()) as BookedSlot[];
}

/** The slots offered right now. */
export function listAvailableSlots(db: Db, context: SchedulingContext = {}): Slot[] {
  const now = context.now ?? new Date();
  return availableSlots(
    context.team ?? SALES_TEAM,
    bookedSlots(db, now),
    now,
    context.options ?? DEFAULT_SLOT_OPTIONS,
  );
}

/**
 * Round-robin: of the reps free at the slot, the one whose latest assignment is oldest (never
 * assigned counts as oldest); ties go by team order, so the rotation is deterministic.
 */
export function pickRoundRobin(db: Db, freeRepIds: readonly string[]): string | undefined {
  const lastAssigned = new Map(
    (
      db
        .prepare('SELECT rep_id AS repId, MAX(id) AS lastId FROM demo_bookings GROUP BY rep_id')
        .all() as { repId: string; lastId: number }[]
    ).map((row) => [row.repId, row.lastId]),
  );
  let chosen: string | undefined;
  let chosenLast = Infinity;
  for (const repId of freeRepIds) {
    const last = lastAssigned.get(repId) ?? -1;
    if (chosen === undefined || last < chosenLast) {
      chosen = repId;
      chosenLast = last;
    }
  }
  return chosen;
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

/**
 * Books a demo meeting. The check and the insert run in one IMMEDIATE transaction (the write lock is
 * taken first, so another process waits rather than reads stale availability), and the unique index
 * on (rep, start) is the last word: two requests for the last free rep of a slot give one booking and
 * one 'slot-unavailable' with fresh slots.
 */
export function bookDemoMeeting(
  db: Db,
  request: BookingRequest,
  context: SchedulingContext = {},
): BookingOutcome {
  const now = context.now ?? new Date();
  const team = context.team ?? SALES_TEAM;
  const options = context.options ?? DEFAULT_SLOT_OPTIONS;
  const start = Date.parse(request.startsAt);
  const attempt = db.transaction((): DemoBooking | undefined => {
    const free = Number.isNaN(start)
      ? undefined
      : freeRepsBySlot(team, bookedSlots(db, now), now, options).get(start);
    const repId = free ? pickRoundRobin(db, free) : undefined;
    const rep = team.find((r) => r.id === repId);
    if (!rep) return undefined;
    const startsAt = new Date(start).toISOString();
    const endsAt = new Date(start + options.meetingMinutes * 60_000).toISOString();
    const uid = uuidv4();
    const result = db
      .prepare(
        `INSERT INTO demo_bookings (uid, rep_id, starts_at, ends_at, visitor_time_zone, email,
           first_name, last_name, company, title, phone_number, company_size, industry)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        uid,
        rep.id,
        startsAt,
        endsAt,
        request.timeZone,
        request.email,
        request.firstName,
        request.lastName,
        request.company,
        request.title,
        request.phoneNumber,
        request.companySize,
        request.industry,
      );
    return { ...request, startsAt, endsAt, uid, rep, id: Number(result.lastInsertRowid) };
  });
  try {
    const booking = attempt.immediate();
    if (booking) return { kind: 'booked', booking };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return { kind: 'slot-unavailable', slots: listAvailableSlots(db, { now, team, options }) };
}

export function markConfirmationSent(db: Db, bookingId: number, at: Date = new Date()): void {
  db.prepare('UPDATE demo_bookings SET confirmation_sent_at = ? WHERE id = ?').run(
    at.toISOString(),
    bookingId,
  );
}
