import '@/lib/server/only-on-server';
import { isAnonymousId } from '@/lib/analytics/anonymous-id';

/**
 * The visitor's anonymous id (ANONYMOUS_ID_HEADER) as events, signups and leads keep it, so that
 * they join: a UUID, in lower case. Anything else is null: arbitrary text is not stored, and an id
 * every visitor could send alike (the nil UUID) would join strangers.
 */
export function anonymousIdToKeep(value: string | undefined): string | null {
  const id = value?.trim();
  return id && isAnonymousId(id) ? id.toLowerCase() : null;
}
