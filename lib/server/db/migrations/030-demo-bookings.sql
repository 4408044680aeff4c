-- Demo meetings booked through the built-in scheduler. A rep hosts one meeting per slot: the partial
-- unique index makes a second confirmed booking of the same rep and start time fail, whichever
-- process or request tries it (docs/decisions/0050-built-in-demo-scheduler.md).
CREATE TABLE demo_bookings (
  id INTEGER PRIMARY KEY,
  uid TEXT NOT NULL UNIQUE,
  rep_id TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  visitor_time_zone TEXT NOT NULL,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  phone_number TEXT NOT NULL,
  company_size TEXT NOT NULL,
  industry TEXT NOT NULL,
  confirmation_sent_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX demo_bookings_rep_slot ON demo_bookings (rep_id, starts_at)
  WHERE status = 'confirmed';
CREATE INDEX demo_bookings_starts_at ON demo_bookings (starts_at);
