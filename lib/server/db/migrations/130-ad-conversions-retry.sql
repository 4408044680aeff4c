-- A conversion the provider could not take (down, 5xx, 429, no answer) is sent again later
-- (lib/server/conversions/retry.ts): attempts so far, and when the next one is due (epoch ms; NULL
-- when none is: sent, only recorded, refused for good, or out of attempts).
ALTER TABLE ad_conversions ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ad_conversions ADD COLUMN next_attempt_at INTEGER;
CREATE INDEX ad_conversions_due ON ad_conversions (status, next_attempt_at);
