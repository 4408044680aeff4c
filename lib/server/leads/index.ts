import '@/lib/server/only-on-server';
/**
 * Leads: the embedded HubSpot-compatible forms host (accept.ts), the store (store.ts), the outbox
 * worker forwarding to HubSpot (outbox.ts) and the marketers' lead view access (leads-access.ts).
 */
export * from './accept';
export * from './store';
export * from './csv';
export * from './outbox';
export * from './submission';
