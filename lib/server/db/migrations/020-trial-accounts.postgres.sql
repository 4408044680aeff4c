-- PostgreSQL's 020: BIGINT epoch milliseconds, and the accounts/account_users foreign keys added
-- once both tables exist (PostgreSQL checks a reference when it is declared).
CREATE TABLE pending_signups (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  affiliate TEXT,
  origin TEXT,
  anonymous_id TEXT,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  company TEXT NOT NULL,
  industry TEXT NOT NULL,
  size TEXT NOT NULL,
  affiliate TEXT,
  origin TEXT,
  anonymous_id TEXT,
  first_admin_id TEXT NOT NULL,
  trial_ends_at BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE account_users (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) DEFERRABLE INITIALLY DEFERRED,
  email TEXT NOT NULL UNIQUE,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'member')),
  created_at BIGINT NOT NULL
);
CREATE INDEX account_users_account ON account_users (account_id);
ALTER TABLE accounts ADD CONSTRAINT accounts_first_admin_id_fkey
  FOREIGN KEY (first_admin_id) REFERENCES account_users (id) DEFERRABLE INITIALLY DEFERRED;

CREATE TABLE sign_in_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES account_users (id),
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES account_users (id),
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
