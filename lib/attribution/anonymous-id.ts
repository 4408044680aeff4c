/**
 * The anonymous id (UUID v4 under 'switchboard.aid', created when absent) has one source, the
 * measurement module; it is re-exported here for callers that look for it with attribution.
 */
export { getAnonymousId } from '@/lib/analytics/anonymous-id';
