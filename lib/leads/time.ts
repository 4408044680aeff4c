/** A moment as the lead view shows it: to the minute, in UTC, saying so ('2026-11-30 21:40 UTC'). */
export const formatTime = (ms: number) =>
  new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
