import { sql } from 'kysely';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { FORM_IDS } from '@/constants/forms';
import type { Db } from '@/lib/server/db';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import { qualifyMeeting } from '@/modals/demo/qualify-meeting';
import { leadsOverview, overviewQuery } from './overview';
import { storeLead, type NewLead } from './store';

const NOW = new Date('2026-11-25T12:00:00Z');
const day = (d: string, hour = 10) => Date.parse(`${d}T${String(hour).padStart(2, '0')}:00:00Z`);

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => closeTestDb(db));

let seq = 0;
async function lead(formId: string, at: number, extra: { name: string; value: string }[] = []) {
  seq += 1;
  const newLead: NewLead = {
    submissionId: `overview-${seq}`,
    formId: formId as NewLead['formId'],
    fields: [{ name: 'email', value: `v${seq}@acme.example` }, ...extra],
    context: {},
    consent: {
      noticeAccepted: true,
      noticeText: '',
      marketingOptIn: null,
      model: null,
      cookieGroups: null,
    },
    ipCountry: null,
    freeEmailDomain: false,
    anonymousId: null,
    submittedAt: at,
  };
  await storeLead(db, newLead, { forward: false, now: at });
  return newLead.submissionId;
}
const flags = (companySize: string) =>
  Object.entries(qualifyMeeting({ isPayingCustomer: false, companySize }).flags).map(
    ([name, value]) => ({ name, value }),
  );
async function event(name: string, at: number) {
  await db
    .insertInto('analytics_events')
    .values({ name, value: '{}', occurred_at: new Date(at).toISOString() })
    .execute();
}

describe('the lead view overview', () => {
  it('defaults to the last 30 days and keeps a window from the URL', async () => {
    expect(overviewQuery({}, NOW).range).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(overviewQuery({ from: '2026-11-01', to: '2026-11-07' }, NOW).range).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(overviewQuery({ from: '2026-11-07', to: '2026-11-01' }, NOW).range).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(overviewQuery({ from: 'yesterday', to: '2026-13-45' }, NOW).range).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
    });
  });

  it('reads a day that is not on the calendar as missing, and names it', () => {
    // Date alone reads 2024-02-30 as 1 March: the window began on a day the form did not show.
    expect(overviewQuery({ from: '2024-02-30', to: '2024-03-02' }, NOW)).toEqual({
      range: { from: '2024-02-02', to: '2024-03-02' },
      unreadDays: [{ bound: 'from', text: '2024-02-30' }],
    });
    expect(overviewQuery({ from: '2024-02-29', to: '2024-03-02' }, NOW).unreadDays).toEqual([]);
  });

  it('counts leads per day by form kind, the two funnels and the UTM sources', async () => {
    // Demo: three started, two requested (one offered, which booked), one below the threshold.
    for (const at of [day('2026-11-20'), day('2026-11-20', 11), day('2026-11-21')]) {
      await event(ANALYTICS_EVENTS.demoStarted, at);
    }
    await lead(FORM_IDS.requestDemoStarted, day('2026-11-20'), [
      { name: 'utm_source', value: 'google' },
    ]);
    const offered = await lead(FORM_IDS.requestDemo, day('2026-11-20'), [
      ...flags('251'),
      { name: 'utm_source', value: 'google' },
    ]);
    await lead(FORM_IDS.requestDemo, day('2026-11-21'), flags('1'));
    await sql`INSERT INTO demo_bookings (uid, request_id, rep_id, starts_at, ends_at,
         visitor_time_zone, email, first_name, last_name, company, phone_number, company_size, industry)
       VALUES ('u1', ${offered}, 'maya', '2026-11-30T14:00:00Z', '2026-11-30T14:30:00Z', 'UTC',
         'a@acme.example', 'A', 'B', 'C', '1', '251', 'Other')`.execute(db);
    // Trial: two reached step 2, one code still pending, one account created.
    await event(ANALYTICS_EVENTS.trialSignupThirdStep, day('2026-11-22'));
    await event(ANALYTICS_EVENTS.trialSignupSecondStep, day('2026-11-22'));
    await lead(FORM_IDS.trialSignup, day('2026-11-22'), [
      { name: 'utm_source', value: 'linkedin' },
    ]);
    await sql`INSERT INTO pending_signups (id, email, password_hash, code_hash, created_at, expires_at)
       VALUES ('p1', 'p@acme.example', 'x', 'y', ${day('2026-11-22')}, ${day('2026-11-22', 11)})`.execute(
      db,
    );
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO accounts (id, company, industry, size, first_admin_id, trial_ends_at, created_at)
         VALUES ('a1', 'Acme', 'Other', '51', 'u1', 0, ${day('2026-11-22')})`.execute(trx);
      await sql`INSERT INTO account_users (id, account_id, email, given_name, family_name, password_hash, role, created_at)
         VALUES ('u1', 'a1', 'u@acme.example', 'U', 'V', 'x', 'admin', ${day('2026-11-22')})`.execute(
        trx,
      );
    });
    // Outside the window: never counted.
    await lead(FORM_IDS.requestDemo, day('2026-09-01'), flags('251'));
    await event(ANALYTICS_EVENTS.demoStarted, day('2026-09-01'));

    const overview = await leadsOverview(db, overviewQuery({}, NOW).range);
    expect(overview.total).toBe(4);
    expect(overview.days).toHaveLength(30);
    expect(overview.days.find((d) => d.day === '2026-11-20')?.counts).toEqual({ demo: 2 });
    expect(overview.days.find((d) => d.day === '2026-11-22')?.counts).toEqual({ trial: 1 });
    expect(overview.kinds.map((k) => k.label)).toEqual(['Demo requests', 'Trial signups']);
    expect(overview.demoFunnel).toEqual([
      { label: 'Started (step 1)', count: 3 },
      { label: 'Requested (step 2)', count: 2 },
      { label: 'Meeting offered', count: 1 },
      { label: 'Booked', count: 1 },
    ]);
    expect(overview.trialFunnel).toEqual([
      { label: 'Step 1 submitted', count: 2 },
      { label: 'Code sent', count: 2 },
      { label: 'Account created', count: 1 },
    ]);
    expect(overview.sources).toEqual([
      { label: 'google', count: 2 },
      { label: '(none)', count: 1 },
      { label: 'linkedin', count: 1 },
    ]);
  });
});
