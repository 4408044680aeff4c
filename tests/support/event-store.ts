import path from 'node:path';
import Database from 'better-sqlite3';

/** The e2e server's database (playwright.config.ts serves with DATA_DIR = E2E_DATA_DIR). */
export function e2eDatabasePath(): string {
  return path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'switchboard.sqlite');
}

export interface EventRow {
  name: string;
  value: string;
  occurred_at: string;
  anonymous_id: string | null;
}

/** Stored analytics events, read-only, optionally for one anonymous id. */
export function storedEvents(anonymousId?: string): EventRow[] {
  const db = new Database(e2eDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    const sql =
      'SELECT name, value, occurred_at, anonymous_id FROM analytics_events' +
      (anonymousId ? ' WHERE anonymous_id = ?' : '') +
      ' ORDER BY id';
    return db.prepare(sql).all(...(anonymousId ? [anonymousId] : [])) as EventRow[];
  } finally {
    db.close();
  }
}

export interface ConversionRow {
  provider: string;
  event_id: string;
  payload: string;
  status: string;
}

/** Stored ad conversions for one event id, read-only. */
export function storedConversions(eventId: string): ConversionRow[] {
  const db = new Database(e2eDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'SELECT provider, event_id, payload, status FROM ad_conversions WHERE event_id = ? ORDER BY id',
      )
      .all(eventId) as ConversionRow[];
  } finally {
    db.close();
  }
}
