-- First-party analytics events (POST /api/1/noauth/event). value is the event's properties as the
-- browser sent them (a JSON string); occurred_at is the browser's clock, received_at the server's.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  anonymous_id TEXT,
  page_url TEXT,
  user_agent TEXT,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX analytics_events_name_time ON analytics_events (name, occurred_at);
CREATE INDEX analytics_events_anonymous_id ON analytics_events (anonymous_id);
