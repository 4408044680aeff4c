import '@/lib/server/only-on-server';
import { BOOKING_LINK_MESSAGES } from '@/constants/scheduling';
import type { CancelOutcome } from './bookings';

export type LinkProblem = 'invalid' | 'expired' | 'not-found' | 'cancelled';

/** HTTP status and visitor message for a signed link that cannot be used. */
export function linkProblemAnswer(problem: LinkProblem): [number, string] {
  switch (problem) {
    case 'invalid':
      return [403, BOOKING_LINK_MESSAGES.invalid];
    case 'expired':
      return [410, BOOKING_LINK_MESSAGES.expired];
    case 'not-found':
      return [404, BOOKING_LINK_MESSAGES.notFound];
    case 'cancelled':
      return [410, BOOKING_LINK_MESSAGES.cancelled];
  }
}

/** HTTP status and body for the cancel link's outcome. */
export function cancelAnswer(
  outcome: CancelOutcome,
): [number, { message?: string; error?: string }] {
  switch (outcome.kind) {
    case 'cancelled':
      return [200, { message: BOOKING_LINK_MESSAGES.cancelDone }];
    case 'already-cancelled':
      return [409, { error: BOOKING_LINK_MESSAGES.cancelled }];
    case 'past':
      return [409, { error: BOOKING_LINK_MESSAGES.past }];
    case 'not-found':
      return [404, { error: BOOKING_LINK_MESSAGES.notFound }];
  }
}
