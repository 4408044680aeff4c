-- PostgreSQL's 002: window starts are epoch milliseconds (BIGINT).
CREATE TABLE rate_limits (
  policy TEXT NOT NULL,
  key TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (policy, key, window_start)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
