-- The lead view reads a demo lead's meeting from demo_bookings by email when it lists leads
-- (docs/decisions/0077): one index lookup per lead instead of a scan of every booking.
CREATE INDEX demo_bookings_email ON demo_bookings (lower(email), created_at);
