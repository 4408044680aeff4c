import '@/lib/server/only-on-server';
import { addMinutes, subDays } from 'date-fns';
import { v4 as uuidv4 } from 'uuid';
import { sql } from 'kysely';
import { engineOf, isUniqueViolation, type Db } from '@/lib/server/db';
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
function bookedSlots(db: Db, now: Date, exceptId = -1): Promise<BookedSlot[]> {
  return db
    .selectFrom('demo_bookings')
    .select(['rep_id as repId', 'starts_at as startsAt', 'ends_at as endsAt'])
    .where('status', '=', 'confirmed')
    .where('ends_at', '>=', subDays(now, 1).toISOString())
    .where('id', '<>', exceptId)
    .execute();
}

/** The slots offered right now. */
export async function listAvailableSlots(db: Db, context: SchedulingContext = {}): Promise<Slot[]> {
  const { now, team, hours } = resolve(context);
  return availableSlots(team, await bookedSlots(db, now), hours, now);
}

/**
 * Round-robin: of the reps free at the slot, the one whose latest assignment is oldest (never
 * assigned counts as oldest); ties go by team order, so the rotation is deterministic.
 */
export async function pickRoundRobin(
  db: Db,
  freeRepIds: readonly string[],
): Promise<string | undefined> {
  const rows = await db
    .selectFrom('demo_bookings')
    .select((eb) => ['rep_id as repId', eb.fn.max('id').as('lastId')])
    .groupBy('rep_id')
    .execute();
  const lastAssigned = new Map(rows.map((row) => [row.repId, Number(row.lastId)]));
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

function bookingWhere(
  db: Db,
  column: 'uid' | 'request_id' | 'id',
  value: string | number,
): Promise<BookingRow | undefined> {
  return db.selectFrom('demo_bookings').selectAll().where(column, '=', value).executeTakeFirst();
}

export async function findBookingByUid(
  db: Db,
  uid: string,
  context: SchedulingContext = {},
): Promise<DemoBooking | undefined> {
  const row = await bookingWhere(db, 'uid', uid);
  return row ? toBooking(row, context.team ?? SALES_TEAM) : undefined;
}

/** Bookings take turns across PostgreSQL instances, as SQLite's write lock makes them in one file. */
const BOOKING_LOCK = 1_805_180_030;

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
async function placeMeeting(
  db: Db,
  find: { requestId: string } | { uid: string },
  startsAt: string,
  visitor: BookingVisitor | undefined,
  context: SchedulingContext,
): Promise<Placement | 'unavailable'> {
  const { now, team, hours } = resolve(context);
  const start = Date.parse(startsAt);
  const attempt = async (trx: Db): Promise<Placement> => {
    if (engineOf(trx) === 'postgres') {
      await sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK})`.execute(trx);
    }
    const existing = await ('uid' in find
      ? bookingWhere(trx, 'uid', find.uid)
      : bookingWhere(trx, 'request_id', find.requestId));
    const details = visitor ?? (existing ? toBooking(existing, team) : undefined);
    if (!details || Number.isNaN(start)) return undefined;
    const iso = new Date(start).toISOString();
    if (existing?.status === 'confirmed' && existing.starts_at === iso && !visitor) {
      return { kind: 'unchanged', booking: toBooking(existing, team) };
    }
    const free = freeRepsBySlot(team, await bookedSlots(trx, now, existing?.id), hours, now).get(
      start,
    );
    if (!free) return undefined;
    // A moved meeting stays with its rep when the rep is free then: one calendar to update.
    const repId =
      existing && free.includes(existing.rep_id)
        ? existing.rep_id
        : await pickRoundRobin(trx, free);
    const rep = team.find((r) => r.id === repId);
    if (!rep) return undefined;
    const endsAt = addMinutes(start, hours.meetingMinutes).toISOString();
    const visitorColumns = {
      visitor_time_zone: details.timeZone,
      email: details.email,
      first_name: details.firstName,
      last_name: details.lastName,
      company: details.company,
      title: details.title,
      phone_number: details.phoneNumber,
      company_size: details.companySize,
      industry: details.industry,
    };
    const slotColumns = { rep_id: rep.id, starts_at: iso, ends_at: endsAt };
    if (existing) {
      if (
        existing.status === 'confirmed' &&
        existing.starts_at === iso &&
        existing.rep_id === rep.id
      ) {
        // Same time again from the modal: keep the meeting, refresh what the visitor typed.
        const row = await trx
          .updateTable('demo_bookings')
          .set(visitorColumns)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { kind: 'unchanged', booking: toBooking(row, team) };
      }
      const row = await trx
        .updateTable('demo_bookings')
        .set((eb) => ({
          ...slotColumns,
          ...visitorColumns,
          status: 'confirmed' as const,
          sequence: eb('sequence', '+', 1),
          confirmation_sent_at: null,
          updated_at: now.toISOString(),
        }))
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
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
    const row = await trx
      .insertInto('demo_bookings')
      .values({ ...slotColumns, ...visitorColumns, uid: uuidv4(), request_id: requestId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'booked', booking: toBooking(row, team) };
  };
  try {
    return (await db.transaction().execute(attempt)) ?? 'unavailable';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return 'unavailable';
  }
}

async function outcomeOf(
  db: Db,
  placement: Placement | 'unavailable',
  context: SchedulingContext,
): Promise<BookingOutcome> {
  if (placement === 'unavailable' || placement === undefined) {
    return { kind: 'slot-unavailable' as const, slots: await listAvailableSlots(db, context) };
  }
  return placement;
}

/**
 * Books the meeting of a demo request. A request books one meeting: booking again from the same
 * request moves it (same uid, sequence + 1). Two requests for the last free rep of a slot give one
 * booking and one 'slot-unavailable' with fresh slots.
 */
export async function bookDemoMeeting(
  db: Db,
  request: BookingRequest,
  context: SchedulingContext = {},
): Promise<BookingOutcome> {
  const { requestId, startsAt, ...visitor } = request;
  return outcomeOf(db, await placeMeeting(db, { requestId }, startsAt, visitor, context), context);
}

/** Moves a booked meeting found by its uid (the signed reschedule link). */
export async function rescheduleDemoMeeting(
  db: Db,
  uid: string,
  startsAt: string,
  context: SchedulingContext = {},
): Promise<BookingOutcome | { kind: 'not-found' }> {
  if (!(await findBookingByUid(db, uid, context))) return { kind: 'not-found' };
  const placement = await placeMeeting(db, { uid }, startsAt, undefined, context);
  return outcomeOf(db, placement, context);
}

/** Cancels a meeting (the signed cancel link): its slot is free again, the row stays. */
export function cancelDemoMeeting(
  db: Db,
  uid: string,
  context: SchedulingContext = {},
): Promise<CancelOutcome> {
  const { now, team } = resolve(context);
  return db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    // FOR UPDATE on PostgreSQL: of two instances cancelling at once, the second sees 'cancelled'.
    const row = await trx
      .selectFrom('demo_bookings')
      .selectAll()
      .where('uid', '=', uid)
      .$if(engineOf(trx) === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row) return { kind: 'not-found' };
    if (row.status === 'cancelled') return { kind: 'already-cancelled' };
    if (Date.parse(row.starts_at) <= now.getTime()) return { kind: 'past' };
    const updated = await trx
      .updateTable('demo_bookings')
      .set((eb) => ({
        status: 'cancelled' as const,
        sequence: eb('sequence', '+', 1),
        updated_at: now.toISOString(),
      }))
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'cancelled', booking: toBooking(updated, team) };
  });
}

/**
 * "I'd rather have a product expert contact me": recorded once per demo request. True when this
 * call recorded it (a repeat is not news to anyone).
 */
export async function recordContactRequest(
  db: Db,
  requestId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .insertInto('demo_contact_requests')
    .values({ request_id: requestId, requested_at: now.toISOString() })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function markConfirmationSent(
  db: Db,
  bookingId: number,
  at: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('demo_bookings')
    .set({ confirmation_sent_at: at.toISOString() })
    .where('id', '=', bookingId)
    .execute();
}
