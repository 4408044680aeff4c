import '@/lib/server/only-on-server';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';

/**
 * A server secret for keyed hashes and signatures: SESSION_SECRET when set (production requires
 * it), otherwise a random key generated once into the settings table under `generatedSetting`, so
 * `make start` works with no configuration and signatures survive a restart.
 */
export function serverSecret(db: Db, generatedSetting: string): string {
  const { SESSION_SECRET } = env();
  if (SESSION_SECRET) return SESSION_SECRET;
  db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(
    generatedSetting,
    randomBytes(32).toString('base64url'),
  );
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(generatedSetting) as {
    value: string;
  };
  return row.value;
}
