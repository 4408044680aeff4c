import '@/lib/server/only-on-server';
import * as yup from 'yup';
import { EVENT_MAX_VALUE_CHARS } from '@/constants/events';
import { isAnalyticsEventName } from '@/lib/analytics/catalogue';
import type { EventRequestBody } from '@/lib/analytics/event-endpoint';
import type { Db } from '@/lib/server/db';
import { ApiError, problemMessage } from '@/lib/server/http/api-route';
import { anonymousIdToKeep } from './anonymous-id';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Browsers queue events offline for a while; anything older or from the future is refused. */
const MAX_EVENT_AGE_MS = 7 * DAY_MS;
const MAX_CLOCK_SKEW_MS = DAY_MS;

export const eventRequestSchema = yup
  .object({
    name: yup
      .string()
      .required('name is required')
      .test('known-event', 'name is not a known event', (value) => isAnalyticsEventName(value)),
    value: yup
      .string()
      .defined('value is required')
      .max(EVENT_MAX_VALUE_CHARS, `value must be at most ${EVENT_MAX_VALUE_CHARS} characters`)
      .test('json', 'value must be a JSON string', (value) => {
        try {
          JSON.parse(value);
          return true;
        } catch {
          return false;
        }
      }),
    time: yup
      .string()
      .required('time is required')
      .test(
        'iso-time',
        'time must be an ISO 8601 date-time',
        (value) => !Number.isNaN(Date.parse(value)),
      ),
  })
  .noUnknown('unknown field ${unknown}')
  .strict();

/** A 400 in the event route's words (lib/server/http/api-route maps it). */
export class InvalidEventError extends ApiError {
  constructor(message: string) {
    super(400, message, { kind: 'invalid' });
    this.name = 'InvalidEventError';
  }
}

export interface EventMeta {
  anonymousId: string | undefined;
  pageUrl: string | undefined;
  userAgent: string | undefined;
  now?: number;
}

/** Validates an event body; throws InvalidEventError with the first problem. */
export function parseEvent(raw: unknown, now: number = Date.now()): EventRequestBody {
  let event: EventRequestBody;
  try {
    event = eventRequestSchema.validateSync(raw, { abortEarly: true }) as EventRequestBody;
  } catch (error) {
    throw new InvalidEventError(
      error instanceof yup.ValidationError ? problemMessage(error) : 'Invalid event',
    );
  }
  const time = Date.parse(event.time);
  if (time > now + MAX_CLOCK_SKEW_MS || time < now - MAX_EVENT_AGE_MS) {
    throw new InvalidEventError('time is out of range');
  }
  return { ...event, time: new Date(time).toISOString() };
}

export async function storeEvent(
  db: Db,
  event: EventRequestBody,
  meta: EventMeta,
): Promise<number> {
  const anonymousId = anonymousIdToKeep(meta.anonymousId);
  const row = await db
    .insertInto('analytics_events')
    .values({
      name: event.name,
      value: event.value,
      occurred_at: event.time,
      anonymous_id: anonymousId,
      page_url: meta.pageUrl?.slice(0, 2000) ?? null,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface StoredEvent {
  id: number;
  name: string;
  value: string;
  occurred_at: string;
  anonymous_id: string | null;
}

export function listEvents(db: Db, name?: string): Promise<StoredEvent[]> {
  return db
    .selectFrom('analytics_events')
    .select(['id', 'name', 'value', 'occurred_at', 'anonymous_id'])
    .$if(name !== undefined, (query) => query.where('name', '=', name!))
    .orderBy('id')
    .execute();
}
