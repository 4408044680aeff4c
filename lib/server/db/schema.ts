import type { Generated } from 'kysely';

/**
 * The tables as the stores see them, on SQLite and PostgreSQL alike (the migrations under
 * ./migrations make them). Times in epoch milliseconds are numbers (BIGINT on PostgreSQL, read
 * back as numbers: lib/server/db/index.ts); ISO 8601 times are strings.
 */
export interface Schema {
  schema_migrations: { id: string; applied_at: Generated<string> };
  settings: { key: string; value: string; updated_at: Generated<string> };
  rate_limits: { policy: string; key: string; window_start: number; count: number };
  paying_customers: {
    id: Generated<number>;
    company: string;
    email: string | null;
    domain: string | null;
    created_at: Generated<string>;
  };
  leads: {
    id: Generated<number>;
    submission_id: string;
    form_id: string;
    email: string;
    company: string | null;
    company_size: string | null;
    utm_source: string | null;
    fields_json: string;
    context_json: string;
    consent_json: string;
    ip_country: string | null;
    free_email_domain: number;
    anonymous_id: string | null;
    submitted_at: number;
    created_at: number;
  };
  lead_outbox: {
    lead_id: number;
    status: 'pending' | 'delivered' | 'dead';
    attempts: Generated<number>;
    enqueued_at: number;
    next_attempt_at: number;
    locked_until: number | null;
    last_error: string | null;
    delivered_at: number | null;
    updated_at: number;
  };
  pending_signups: {
    id: string;
    email: string;
    password_hash: string;
    code_hash: string;
    affiliate: string | null;
    origin: string | null;
    anonymous_id: string | null;
    failed_attempts: Generated<number>;
    created_at: number;
    expires_at: number;
  };
  accounts: {
    id: string;
    company: string;
    industry: string;
    size: string;
    affiliate: string | null;
    origin: string | null;
    anonymous_id: string | null;
    first_admin_id: string;
    trial_ends_at: number;
    created_at: number;
  };
  account_users: {
    id: string;
    account_id: string;
    email: string;
    given_name: string;
    family_name: string;
    password_hash: string;
    role: 'admin' | 'member';
    created_at: number;
  };
  sign_in_tokens: {
    token_hash: string;
    user_id: string;
    expires_at: number;
    used_at: number | null;
  };
  sessions: { token_hash: string; user_id: string; created_at: number; expires_at: number };
  demo_bookings: {
    id: Generated<number>;
    uid: string;
    request_id: string | null;
    rep_id: string;
    starts_at: string;
    ends_at: string;
    status: Generated<'confirmed' | 'cancelled'>;
    sequence: Generated<number>;
    visitor_time_zone: string;
    email: string;
    first_name: string;
    last_name: string;
    company: string;
    title: Generated<string>;
    phone_number: string;
    company_size: string;
    industry: string;
    confirmation_sent_at: string | null;
    created_at: Generated<string>;
    updated_at: string | null;
  };
  demo_contact_requests: { request_id: string; requested_at: Generated<string> };
  analytics_events: {
    id: Generated<number>;
    name: string;
    value: string;
    occurred_at: string;
    anonymous_id: string | null;
    page_url: string | null;
    user_agent: string | null;
    received_at: Generated<string>;
  };
  ad_conversions: {
    id: Generated<number>;
    provider: 'meta' | 'linkedin';
    event_id: string;
    payload: string;
    status: 'recorded' | 'sent' | 'failed';
    response: string | null;
    created_at: Generated<string>;
    attempts: Generated<number>;
    next_attempt_at: number | null;
  };
}
