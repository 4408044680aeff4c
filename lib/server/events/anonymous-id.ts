import '@/lib/server/only-on-server';

/** A UUID of versions 1 to 8 (the browser's is a v4, constants/storage.ts), any case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The visitor's anonymous id (ANONYMOUS_ID_HEADER) as events, signups and leads keep it, so that
 * they join: a UUID, in lower case. Anything else is null: arbitrary text is not stored, and an id
 * every visitor could send alike (the nil UUID) would join strangers.
 */
export function anonymousIdToKeep(value: string | undefined): string | null {
  const id = value?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}
