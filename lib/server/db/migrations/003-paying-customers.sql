-- Companies that pay for Switchboard. The demo does not offer them a sales meeting, and the email
-- check reports isPayingCustomer. A row matches an exact email, or every address at its domain.
CREATE TABLE paying_customers (
  id INTEGER PRIMARY KEY,
  company TEXT NOT NULL,
  email TEXT UNIQUE,
  domain TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (email IS NOT NULL OR domain IS NOT NULL)
);
