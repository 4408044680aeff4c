-- Server-side ad conversions (Meta Conversions API, LinkedIn Conversions API). Every outgoing payload
-- is kept: 'sent' when the provider accepted it, 'failed' with its answer, or 'recorded' when no token
-- is configured (embedded default: the payload is only recorded here).
CREATE TABLE ad_conversions (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('meta', 'linkedin')),
  event_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('recorded', 'sent', 'failed')),
  response TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (provider, event_id)
);
