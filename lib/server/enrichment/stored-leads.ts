import '@/lib/server/only-on-server';
import { sql } from 'kysely';
import { FORMS_ABOUT_SOMEONE_ELSE } from '@/constants/forms';
import { engineOf, type Db } from '@/lib/server/db';
import { pickPrefill, type Prefill } from './prefill';

/** How many of the visitor's latest leads are merged (newest first wins). */
const LEADS_CONSIDERED = 5;

interface LeadFieldsRow {
  fields_json: string;
}

/**
 * The embedded identify: the leads this site stored with the visitor's token in their submission
 * context (hutk). Reads the forms area's `leads` table directly and read-only, since lib/server/leads
 * exposes no look-up by token.
 */
export async function findLeadPrefillByVisitorToken(
  db: Db,
  token: string,
): Promise<Prefill | null> {
  const hutk =
    engineOf(db) === 'postgres'
      ? sql<string>`(context_json::jsonb ->> 'hutk')`
      : sql<string>`json_extract(context_json, '$.hutk')`;
  const rows: LeadFieldsRow[] = await db
    .selectFrom('leads')
    .select('fields_json')
    .where(hutk, '=', token)
    // A referral names someone else: its fields are never the visitor's prefill.
    .where('form_id', 'not in', FORMS_ABOUT_SOMEONE_ELSE)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LEADS_CONSIDERED)
    .execute();
  const merged: Record<string, unknown> = {};
  for (const row of rows) {
    const fields = JSON.parse(row.fields_json) as { name: string; value: unknown }[];
    for (const field of fields) merged[field.name] ??= field.value;
  }
  const prefill = pickPrefill(merged);
  return Object.keys(prefill).length > 0 ? prefill : null;
}
