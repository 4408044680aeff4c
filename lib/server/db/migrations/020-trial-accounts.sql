-- Trial signup (issue 6). Times are epoch milliseconds so that the clock can be injected in tests
-- and compared with plain integers. Secrets (passwords, codes, tokens) are only ever stored hashed.

-- A signup waiting for its emailed code: one per email, replaced when a new code is sent.
CREATE TABLE pending_signups (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  affiliate TEXT,
  origin TEXT,
  anonymous_id TEXT,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- A company account and its users. The first admin and the account point at each other, so both
-- foreign keys are checked at commit time: the two rows are always created in one transaction.
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  company TEXT NOT NULL,
  industry TEXT NOT NULL,
  size TEXT NOT NULL,
  affiliate TEXT,
  origin TEXT,
  anonymous_id TEXT,
  first_admin_id TEXT NOT NULL REFERENCES account_users (id) DEFERRABLE INITIALLY DEFERRED,
  trial_ends_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE account_users (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) DEFERRABLE INITIALLY DEFERRED,
  email TEXT NOT NULL UNIQUE,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'member')),
  created_at INTEGER NOT NULL
);
CREATE INDEX account_users_account ON account_users (account_id);

-- One-time sign-in links (first_login_url): the SHA-256 of the token, never the token itself.
CREATE TABLE sign_in_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES account_users (id),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES account_users (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
