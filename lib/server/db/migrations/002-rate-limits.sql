-- Fixed-window rate-limit counters, one row per policy, key and window.
CREATE TABLE rate_limits (
  policy TEXT NOT NULL,
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (policy, key, window_start)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
