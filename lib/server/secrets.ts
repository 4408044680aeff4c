import '@/lib/server/only-on-server';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';

/**
 * A server secret for keyed hashes and signatures: SESSION_SECRET when set (production requires
 * it), otherwise a random key generated once into the settings table under `generatedSetting`, so
 * `make start` works with no configuration and signatures survive a restart.
 */
export async function serverSecret(db: Db, generatedSetting: string): Promise<string> {
  const { SESSION_SECRET } = env();
  if (SESSION_SECRET) return SESSION_SECRET;
  // Every instance keeps the first key written: a second one racing it changes nothing.
  await db
    .insertInto('settings')
    .values({ key: generatedSetting, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', generatedSetting)
    .executeTakeFirstOrThrow();
  return row.value;
}
