import type { SchedulerPayload, SchedulerProvider } from '@/constants/scheduling';
import { FORM_SUBMISSION_TIMEOUT_MS } from '@/constants/timings';

/**
 * The demo scheduler's endpoints (pages/api/scheduler):
 *   const config = await fetchSchedulerConfig();   // {provider, embedUrl?}
 *   const slots = await fetchSchedulerSlots();      // UTC slots; show them in the visitor's zone
 *   const result = await bookSchedulerSlot({...});  // booked | slot-taken (fresh slots) | failed
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

export async function fetchSchedulerSlots(
  fetchImpl: typeof fetch = fetch,
): Promise<SchedulerSlot[]> {
  const body = await getJson<{ slots: SchedulerSlot[] }>('/api/scheduler/slots', fetchImpl);
  return body.slots;
}

export async function bookSchedulerSlot(
  request: { startsAt: string; timeZone: string } & SchedulerPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<BookingResult> {
  try {
    const response = await fetchImpl('/api/scheduler/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(FORM_SUBMISSION_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as {
      booking?: ConfirmedBooking;
      error?: string;
      slots?: SchedulerSlot[];
    };
    if (response.status === 201 && body.booking) return { kind: 'booked', booking: body.booking };
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
