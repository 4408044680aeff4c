import '@/lib/server/only-on-server';

/** Trial accounts: pending signups, company accounts with their first admin, sign-in links, sessions. */
export * from './accounts';
export * from './common-passwords';
export * from './password-hash';
export * from './pending-signups';
export * from './sessions';
export * from './sign-in-tokens';
