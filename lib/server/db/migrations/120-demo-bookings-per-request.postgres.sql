-- PostgreSQL's 120: the same columns and indexes. A PostgreSQL database starts empty or is copied
-- from an already migrated SQLite file (scripts/db/copy-sqlite-to-postgres.ts), so the back-fill
-- of bookings made before request ids existed has nothing to do here.
ALTER TABLE demo_bookings ADD COLUMN request_id TEXT;
ALTER TABLE demo_bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE demo_bookings ADD COLUMN updated_at TEXT;
CREATE UNIQUE INDEX demo_bookings_request ON demo_bookings (request_id) WHERE request_id IS NOT NULL;

CREATE TABLE demo_contact_requests (
  request_id TEXT PRIMARY KEY,
  requested_at TEXT NOT NULL DEFAULT (to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
);
