-- PostgreSQL's 130: epoch milliseconds need BIGINT here.
ALTER TABLE ad_conversions ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ad_conversions ADD COLUMN next_attempt_at BIGINT;
CREATE INDEX ad_conversions_due ON ad_conversions (status, next_attempt_at);
