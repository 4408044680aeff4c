-- Every marketing form submission, stored before the host answers 200 (docs/decisions/0030).
-- submission_id makes a repeated request a no-op; fields_json keeps the name/value pairs exactly as
-- received (repeated names included) plus the qualification data the host added.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE,
  form_id TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  company_size TEXT,
  utm_source TEXT,
  fields_json TEXT NOT NULL,
  context_json TEXT NOT NULL,
  -- Consent at submission time: consent notice accepted, marketing opt-in, cookie groups, model.
  consent_json TEXT NOT NULL,
  ip_country TEXT,
  free_email_domain INTEGER NOT NULL DEFAULT 0,
  anonymous_id TEXT,
  submitted_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX leads_created_at ON leads (created_at DESC);
CREATE INDEX leads_form_created_at ON leads (form_id, created_at DESC);

-- Forwarding to HubSpot, one row per lead when HubSpot is configured. status: pending (waiting for
-- its next attempt), delivered, dead (retries exhausted or refused; a marketer can replay it).
CREATE TABLE lead_outbox (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  enqueued_at INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  -- A worker holds a row while its request is in flight, so two workers never send it twice.
  locked_until INTEGER,
  last_error TEXT,
  delivered_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE INDEX lead_outbox_due ON lead_outbox (status, next_attempt_at);
