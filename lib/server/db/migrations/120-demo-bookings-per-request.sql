-- Issue 16: a demo booking belongs to the demo request that made it (docs/decisions/0077), not to an
-- email. request_id is the step 2 submission id (the request-demo lead's submission_id). One row per
-- request: booking again moves the meeting (same uid, sequence + 1); a cancel keeps the row.
ALTER TABLE demo_bookings ADD COLUMN request_id TEXT;
ALTER TABLE demo_bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE demo_bookings ADD COLUMN updated_at TEXT;

-- Bookings made before this change: the visitor's latest demo request at the time of the booking
-- (10 minutes' grace: the step 2 post and a fast booking raced), as the old email join meant.
UPDATE demo_bookings SET request_id = (
  SELECT l.submission_id FROM leads l
   WHERE l.form_id = 'request-demo'
     AND l.email = lower(demo_bookings.email)
     AND l.created_at <= CAST((julianday(demo_bookings.created_at) - 2440587.5) * 86400000 AS INTEGER) + 600000
   ORDER BY l.created_at DESC, l.id DESC LIMIT 1);
-- Where one request got several, the confirmed (then newest) one keeps it.
UPDATE demo_bookings SET request_id = NULL
 WHERE request_id IS NOT NULL AND EXISTS (
   SELECT 1 FROM demo_bookings other
    WHERE other.request_id = demo_bookings.request_id AND other.id <> demo_bookings.id
      AND ((other.status = 'confirmed') > (demo_bookings.status = 'confirmed')
        OR ((other.status = 'confirmed') = (demo_bookings.status = 'confirmed') AND other.id > demo_bookings.id)));

CREATE UNIQUE INDEX demo_bookings_request ON demo_bookings (request_id) WHERE request_id IS NOT NULL;

-- "I'd rather have a product expert contact me": the visitor's choice in the scheduler step.
CREATE TABLE demo_contact_requests (
  request_id TEXT PRIMARY KEY,
  requested_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
