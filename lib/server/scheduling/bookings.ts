import '@/lib/server/only-on-server';
import { addMinutes, subDays } from 'date-fns';
import { v4 as uuidv4 } from 'uuid';
import type { Db } from '@/lib/server/db';
import { SALES_TEAM, type SalesRep } from './sales-team';
import { availableSlots, freeRepsBySlot, type BookedSlot, type Slot } from './slots';
import { salesWorkingHours, type WorkingHours } from './working-hours';

/** The visitor's details for the meeting (the scheduler payload). */
export interface BookingVisitor {
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

/** What the modal sends: the demo request it belongs to, the chosen slot and the visitor. */
export interface BookingRequest extends BookingVisitor {
  /** The step 2 submission id: the request-demo lead's submission_id (ADR 0077). */
  requestId: string;
  startsAt: string;
}

export interface DemoBooking extends BookingRequest {
  id: number;
  uid: string;
  rep: SalesRep;
  endsAt: string;
  status: 'confirmed' | 'cancelled';
  /** RFC 5545 SEQUENCE: 0 when booked, one more at every move or cancel. */
  sequence: number;
}

/** Where a moved meeting was before (its rep is told when someone else takes it over). */
export interface PreviousMeeting {
  startsAt: string;
  endsAt: string;
  rep: SalesRep;
}

export type BookingOutcome =
  | { kind: 'booked'; booking: DemoBooking }
  | { kind: 'moved'; booking: DemoBooking; previous: PreviousMeeting }
  /** The same request asked for the time it already holds: nothing to change or mail. */
  | { kind: 'unchanged'; booking: DemoBooking }
  /** The slot is gone (booked meanwhile, passed, or never offered): here is what is free now. */
  | { kind: 'slot-unavailable'; slots: Slot[] };

export type CancelOutcome =
  | { kind: 'cancelled'; booking: DemoBooking }
  | { kind: 'already-cancelled' | 'not-found' | 'past' };

export interface SchedulingContext {
  now?: Date;
  team?: readonly SalesRep[];
  hours?: WorkingHours;
}

interface BookingRow {
  id: number;
  uid: string;
  request_id: string | null;
  rep_id: string;
  starts_at: string;
  ends_at: string;
  status: 'confirmed' | 'cancelled';
  sequence: number;
  visitor_time_zone: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  title: string;
  phone_number: string;
  company_size: string;
  industry: string;
}

function resolve(context: SchedulingContext) {
  return {
    now: context.now ?? new Date(),
    team: context.team ?? SALES_TEAM,
    hours: context.hours ?? salesWorkingHours(),
  };
}

/** A rep who has left the team still shows on their old bookings. */
function repOf(team: readonly SalesRep[], id: string): SalesRep {
  return team.find((r) => r.id === id) ?? { id, name: id, email: '', meetingUrl: '' };
}

function toBooking(row: BookingRow, team: readonly SalesRep[]): DemoBooking {
  return {
    id: row.id,
    uid: row.uid,
    requestId: row.request_id ?? '',
    rep: repOf(team, row.rep_id),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    sequence: row.sequence,
    timeZone: row.visitor_time_zone,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    title: row.title,
    phoneNumber: row.phone_number,
    companySize: row.company_size,
    industry: row.industry,
  };
}

/** Confirmed meetings that can still clash with an offered slot, one booking left out (a move). */
function bookedSlots(db: Db, now: Date, exceptId = -1): BookedSlot[] {
  return db
    .prepare(
      `SELECT rep_id AS repId, starts_at AS startsAt, ends_at AS endsAt FROM demo_bookings
       WHERE status = 'confirmed' AND ends_at >= ? AND id <> ?`,
    )
    .all(subDays(now, 1).toISOString(), exceptId) as BookedSlot[];
}

/** The slots offered right now. */
export function listAvailableSlots(db: Db, context: SchedulingContext = {}): Slot[] {
  const { now, team, hours } = resolve(context);
  return availableSlots(team, bookedSlots(db, now), hours, now);
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

const SELECT_BOOKING = 'SELECT * FROM demo_bookings';

export function findBookingByUid(
  db: Db,
  uid: string,
  context: SchedulingContext = {},
): DemoBooking | undefined {
  const row = db.prepare(`${SELECT_BOOKING} WHERE uid = ?`).get(uid) as BookingRow | undefined;
  return row ? toBooking(row, context.team ?? SALES_TEAM) : undefined;
}

type Placement =
  | { kind: 'booked' | 'unchanged'; booking: DemoBooking }
  | { kind: 'moved'; booking: DemoBooking; previous: PreviousMeeting }
  | undefined;

/**
 * Puts a request's meeting at `startsAt`: a new row for a new request, the same row moved for a
 * request that has one (the old slot is free again the moment this commits). The check and the
 * write run in one IMMEDIATE transaction (the write lock is taken first, so another process waits
 * rather than reads stale availability), and the unique indexes are the last word.
 */
function placeMeeting(
  db: Db,
  find: { requestId: string } | { uid: string },
  startsAt: string,
  visitor: BookingVisitor | undefined,
  context: SchedulingContext,
): Placement | 'unavailable' {
  const { now, team, hours } = resolve(context);
  const start = Date.parse(startsAt);
  const attempt = db.transaction((): Placement => {
    const existing = (
      'uid' in find
        ? db.prepare(`${SELECT_BOOKING} WHERE uid = ?`).get(find.uid)
        : db.prepare(`${SELECT_BOOKING} WHERE request_id = ?`).get(find.requestId)
    ) as BookingRow | undefined;
    const details = visitor ?? (existing ? toBooking(existing, team) : undefined);
    if (!details || Number.isNaN(start)) return undefined;
    const iso = new Date(start).toISOString();
    if (existing?.status === 'confirmed' && existing.starts_at === iso && !visitor) {
      return { kind: 'unchanged', booking: toBooking(existing, team) };
    }
    const free = freeRepsBySlot(team, bookedSlots(db, now, existing?.id), hours, now).get(start);
    if (!free) return undefined;
    // A moved meeting stays with its rep when the rep is free then: one calendar to update.
    const repId =
      existing && free.includes(existing.rep_id) ? existing.rep_id : pickRoundRobin(db, free);
    const rep = team.find((r) => r.id === repId);
    if (!rep) return undefined;
    const endsAt = addMinutes(start, hours.meetingMinutes).toISOString();
    const values = [
      rep.id,
      iso,
      endsAt,
      details.timeZone,
      details.email,
      details.firstName,
      details.lastName,
      details.company,
      details.title,
      details.phoneNumber,
      details.companySize,
      details.industry,
    ];
    if (existing) {
      if (
        existing.status === 'confirmed' &&
        existing.starts_at === iso &&
        existing.rep_id === rep.id
      ) {
        // Same time again from the modal: keep the meeting, refresh what the visitor typed.
        db.prepare(
          `UPDATE demo_bookings SET visitor_time_zone = ?, email = ?, first_name = ?, last_name = ?,
             company = ?, title = ?, phone_number = ?, company_size = ?, industry = ? WHERE id = ?`,
        ).run(...values.slice(3), existing.id);
        const row = db.prepare(`${SELECT_BOOKING} WHERE id = ?`).get(existing.id) as BookingRow;
        return { kind: 'unchanged', booking: toBooking(row, team) };
      }
      db.prepare(
        `UPDATE demo_bookings SET rep_id = ?, starts_at = ?, ends_at = ?, visitor_time_zone = ?,
           email = ?, first_name = ?, last_name = ?, company = ?, title = ?, phone_number = ?,
           company_size = ?, industry = ?, status = 'confirmed', sequence = sequence + 1,
           confirmation_sent_at = NULL, updated_at = ?
         WHERE id = ?`,
      ).run(...values, now.toISOString(), existing.id);
      const row = db.prepare(`${SELECT_BOOKING} WHERE id = ?`).get(existing.id) as BookingRow;
      return {
        kind: 'moved',
        booking: toBooking(row, team),
        previous: {
          startsAt: existing.starts_at,
          endsAt: existing.ends_at,
          rep: repOf(team, existing.rep_id),
        },
      };
    }
    const requestId = 'requestId' in find ? find.requestId : null;
    const result = db
      .prepare(
        `INSERT INTO demo_bookings (rep_id, starts_at, ends_at, visitor_time_zone, email,
           first_name, last_name, company, title, phone_number, company_size, industry, uid, request_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...values, uuidv4(), requestId);
    const row = db
      .prepare(`${SELECT_BOOKING} WHERE id = ?`)
      .get(Number(result.lastInsertRowid)) as BookingRow;
    return { kind: 'booked', booking: toBooking(row, team) };
  });
  try {
    return attempt.immediate() ?? 'unavailable';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return 'unavailable';
  }
}

function outcomeOf(db: Db, placement: Placement | 'unavailable', context: SchedulingContext) {
  if (placement === 'unavailable' || placement === undefined) {
    return { kind: 'slot-unavailable' as const, slots: listAvailableSlots(db, context) };
  }
  return placement;
}

/**
 * Books the meeting of a demo request. A request books one meeting: booking again from the same
 * request moves it (same uid, sequence + 1). Two requests for the last free rep of a slot give one
 * booking and one 'slot-unavailable' with fresh slots.
 */
export function bookDemoMeeting(
  db: Db,
  request: BookingRequest,
  context: SchedulingContext = {},
): BookingOutcome {
  const { requestId, startsAt, ...visitor } = request;
  return outcomeOf(db, placeMeeting(db, { requestId }, startsAt, visitor, context), context);
}

/** Moves a booked meeting found by its uid (the signed reschedule link). */
export function rescheduleDemoMeeting(
  db: Db,
  uid: string,
  startsAt: string,
  context: SchedulingContext = {},
): BookingOutcome | { kind: 'not-found' } {
  if (!findBookingByUid(db, uid, context)) return { kind: 'not-found' };
  const placement = placeMeeting(db, { uid }, startsAt, undefined, context);
  return outcomeOf(db, placement, context);
}

/** Cancels a meeting (the signed cancel link): its slot is free again, the row stays. */
export function cancelDemoMeeting(
  db: Db,
  uid: string,
  context: SchedulingContext = {},
): CancelOutcome {
  const { now, team } = resolve(context);
  return db
    .transaction((): CancelOutcome => {
      const row = db.prepare(`${SELECT_BOOKING} WHERE uid = ?`).get(uid) as BookingRow | undefined;
      if (!row) return { kind: 'not-found' };
      if (row.status === 'cancelled') return { kind: 'already-cancelled' };
      if (Date.parse(row.starts_at) <= now.getTime()) return { kind: 'past' };
      db.prepare(
        `UPDATE demo_bookings SET status = 'cancelled', sequence = sequence + 1, updated_at = ?
         WHERE id = ?`,
      ).run(now.toISOString(), row.id);
      const updated = db.prepare(`${SELECT_BOOKING} WHERE id = ?`).get(row.id) as BookingRow;
      return { kind: 'cancelled', booking: toBooking(updated, team) };
    })
    .immediate();
}

/** "I'd rather have a product expert contact me": recorded once per demo request. */
export function recordContactRequest(db: Db, requestId: string, now: Date = new Date()): void {
  db.prepare(
    'INSERT OR IGNORE INTO demo_contact_requests (request_id, requested_at) VALUES (?, ?)',
  ).run(requestId, now.toISOString());
}

export function markConfirmationSent(db: Db, bookingId: number, at: Date = new Date()): void {
  db.prepare('UPDATE demo_bookings SET confirmation_sent_at = ? WHERE id = ?').run(
    at.toISOString(),
    bookingId,
  );
}
