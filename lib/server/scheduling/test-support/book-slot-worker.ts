/**
 * A separate process that books one slot at an agreed moment, so the integration test races two
 * real writers on one database (in-process calls would simply run one after the other).
 */
import { retryWhileBusy } from '@/lib/server/db';
import { openTestDbFromEnv } from '@/tests/support/test-db';
import { bookDemoMeeting, type BookingRequest } from '../bookings';
import type { SalesRep } from '../sales-team';
import type { WorkingHours } from '../working-hours';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const db = openTestDbFromEnv();
const team = JSON.parse(env('BOOK_TEAM')) as SalesRep[];
const request = JSON.parse(env('BOOK_REQUEST')) as BookingRequest;
const now = new Date(env('BOOK_NOW'));
const hours = JSON.parse(env('BOOK_HOURS')) as WorkingHours;

// Spin until the shared start moment so both processes enter bookDemoMeeting together.
const goAt = Number(env('BOOK_GO_AT'));
while (Date.now() < goAt) {
  /* busy-wait: a timer would add scheduling jitter between the two processes */
}
// A statement no longer waits for the other process's lock (lib/server/db/busy.ts): the loser
// tries again once the winner has written, as a request refused with 503 is sent again.
void retryWhileBusy(() => bookDemoMeeting(db, request, { now, team, hours })).then(
  async (outcome) => {
    await db.destroy();
    console.log(
      JSON.stringify(
        outcome.kind === 'slot-unavailable'
          ? { kind: outcome.kind, slots: outcome.slots.length }
          : { kind: outcome.kind, rep: outcome.booking.rep.id },
      ),
    );
  },
);
