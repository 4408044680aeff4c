import type { SchedulerPayload, SchedulerProvider } from '@/constants/scheduling';
import { FORM_SUBMISSION_TIMEOUT_MS } from '@/constants/timings';

/**
 * The demo scheduler's endpoints (pages/api/scheduler):
 *   const config = await fetchSchedulerConfig();   // {provider, embedUrl?}
 *   const offer = await fetchSchedulerSlots();      // {meetingMinutes, slots}: UTC; show them in the visitor's zone
 *   const result = await bookSchedulerSlot({...});  // booked | slot-taken (fresh slots) | failed
 *   // booking again with the same requestId moves the request's meeting
 *   await requestContact(requestId);                // the visitor prefers to be contacted
 *   await rescheduleMeeting(token, startsAt);       // the signed links of the confirmation mail
 *   await cancelMeeting(token);
 * The fetchers throw on failure (the modal then shows the no-meeting confirmation).
 */
export interface SchedulerConfig {
  provider: SchedulerProvider;
  embedUrl?: string;
}

export interface SchedulerSlot {
  start: string;
  end: string;
}

export interface ConfirmedBooking {
  id: string;
  start: string;
  end: string;
  timeZone: string;
  rep: { name: string };
  meetingUrl: string;
}

export type BookingResult =
  | { kind: 'booked'; booking: ConfirmedBooking }
  | { kind: 'slot-taken'; message: string; slots: SchedulerSlot[] }
  | { kind: 'failed'; message: string };

const BOOKING_FAILED_MESSAGE = 'We could not book that time. Please try again.';
const CANCEL_FAILED_MESSAGE = 'We could not cancel the meeting. Please try again.';

async function getJson<T>(path: string, fetchImpl: typeof fetch): Promise<T> {
  const response = await fetchImpl(path, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FORM_SUBMISSION_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export function fetchSchedulerConfig(fetchImpl: typeof fetch = fetch): Promise<SchedulerConfig> {
  return getJson<SchedulerConfig>('/api/scheduler', fetchImpl);
}

/** The slots on offer and the meeting length they are for. */
export interface SlotOffer {
  meetingMinutes: number;
  slots: SchedulerSlot[];
}

export function fetchSchedulerSlots(fetchImpl: typeof fetch = fetch): Promise<SlotOffer> {
  return getJson<SlotOffer>('/api/scheduler/slots', fetchImpl);
}

function postJson(path: string, body: unknown, fetchImpl: typeof fetch): Promise<Response> {
  return fetchImpl(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(FORM_SUBMISSION_TIMEOUT_MS),
  });
}

/** Books (or moves) a slot: a 200 or 201 with the booking, or a 409 with the fresh slots. */
async function placeSlot(
  path: string,
  request: unknown,
  fetchImpl: typeof fetch,
): Promise<BookingResult> {
  try {
    const response = await postJson(path, request, fetchImpl);
    const body = (await response.json().catch(() => ({}))) as {
      booking?: ConfirmedBooking;
      error?: string;
      slots?: SchedulerSlot[];
    };
    if (response.ok && body.booking) return { kind: 'booked', booking: body.booking };
    if (response.status === 409 && Array.isArray(body.slots)) {
      return {
        kind: 'slot-taken',
        message: body.error ?? BOOKING_FAILED_MESSAGE,
        slots: body.slots,
      };
    }
    return { kind: 'failed', message: body.error ?? BOOKING_FAILED_MESSAGE };
  } catch {
    return { kind: 'failed', message: BOOKING_FAILED_MESSAGE };
  }
}

/** Books a slot for a demo request; the same requestId again moves that request's meeting. */
export function bookSchedulerSlot(
  request: { requestId: string; startsAt: string; timeZone: string } & SchedulerPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<BookingResult> {
  const { requestId, ...rest } = request;
  return placeSlot('/api/scheduler/bookings', { request_id: requestId, ...rest }, fetchImpl);
}

/** The confirmation mail's reschedule link: moves its meeting to `startsAt`. */
export function rescheduleMeeting(
  token: string,
  startsAt: string,
  fetchImpl: typeof fetch = fetch,
): Promise<BookingResult> {
  return placeSlot('/api/scheduler/reschedule', { token, startsAt }, fetchImpl);
}

/** The confirmation mail's cancel link: the server's message, and whether it cancelled. */
export async function cancelMeeting(
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ cancelled: boolean; message: string }> {
  try {
    const response = await postJson('/api/scheduler/cancel', { token }, fetchImpl);
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    return { cancelled: response.ok, message: body.message ?? body.error ?? CANCEL_FAILED_MESSAGE };
  } catch {
    return { cancelled: false, message: CANCEL_FAILED_MESSAGE };
  }
}

/** "I'd rather have a product expert contact me": recorded for the lead view, fire-and-forget. */
export async function requestContact(requestId: string, fetchImpl: typeof fetch = fetch) {
  await postJson('/api/scheduler/contact-requests', { request_id: requestId }, fetchImpl).catch(
    () => undefined,
  );
}
